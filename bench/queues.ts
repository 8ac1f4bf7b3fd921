/**
 * The work queues on PostgreSQL (`npx tsx bench/queues.ts`; ADR 0411, 0413, 0415, 0416, 0418, 0419):
 * the first page of GET worker/applications, GET worker/documents, GET worker/case_changes,
 * GET worker/newborn_referrals, GET worker/secure_messages and GET worker/appeals — no filter, a
 * name search, a programme filter (for messages: not read yet), "Mine" — for the demo caseworker of
 * an office with 10,000 open applications, 10,000 documents waiting for review
 * (bench/queues-documents.ts), 10,000 change reports and renewals waiting (bench/queues-changes.ts),
 * 10,000 newborn referrals waiting (bench/queues-referrals.ts; no programme filter there: every
 * referral is about Medicaid) and 10,000 residents' messages waiting for an answer
 * (bench/queues-messages.ts), and for the demo hearing officer with 10,000 appeal requests waiting
 * statewide (bench/queues-appeals.ts), while other offices hold
 * theirs and the state has its history of decided ones. Each call is asked REQUESTS times in turn
 * (one at a time: the latency of one caseworker's page, not a throughput), after a warm-up,
 * against the bare Node server asked the same way in the same run. p50 and p99 by nearest rank.
 *
 * The portal runs as `npm start` runs it, over a fresh PostgreSQL database (BENCH_PG_ADMIN_URL,
 * default the local server) with the demo data; the queue's rows are written straight into the
 * database. How an application is its office's is mixed as ADR 0402 makes it: on a case of the
 * office, taken by the office without a case, or sent by an account linked to a household the
 * office serves; some are intake (no office yet), in every office's queue. The last line of
 * output is the result as JSON, for bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type {
  WorkerAnbReferrals,
  WorkerAppealQueue,
  WorkerChangeQueue,
  WorkerDocumentQueue,
  WorkerMessageQueue,
  WorkerQueue,
} from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import { freshPgDatabase, root, startPortal, Visitor, waitFor } from './portal';
import { fillAppeals } from './queues-appeals';
import { fillChanges } from './queues-changes';
import { fillDocuments } from './queues-documents';
import { fillMessages } from './queues-messages';
import { fillReferrals } from './queues-referrals';

const PORT = Number(process.env.BENCH_QUEUES_PORT ?? 8397);
const REQUESTS = Number(process.env.BENCH_QUEUES_REQUESTS ?? 200);
const WARM_UP = 20;
/** The office's open applications, and how each kind of ownership shares them out. */
const OPEN = Number(process.env.BENCH_QUEUES_OPEN ?? 10_000);
/** Only these queues are measured (comma-separated names, e.g. `appeals`); every one when unset. */
const ONLY = process.env.BENCH_QUEUES_ONLY?.split(',');

interface Timing {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 10) / 10;

/** Asks `url` REQUESTS times, one after the other, after a warm-up; latencies in ms. */
async function timed(url: string, headers: Record<string, string> = {}): Promise<Timing> {
  const ask = async () => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) await ask();
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await ask();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return {
    requests: ms.length,
    p50: round(percentile(ms, 50)),
    p99: round(percentile(ms, 99)),
    max: round(ms.at(-1)!),
    mean: round(ms.reduce((s, v) => s + v, 0) / ms.length),
  };
}

async function bare(): Promise<Timing> {
  const server = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(PORT + 1) },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/`, server);
    return await timed(`http://127.0.0.1:${PORT + 1}/`);
  } finally {
    server.kill('SIGTERM');
  }
}

const LAST = ['Garcia', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Lopez', 'Wilson'];
const FIRST = [
  'Maria',
  'James',
  'Linda',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Elena',
  'David',
  'Sara',
];

/**
 * The queue's rows, in one transaction: for office A (the demo caseworker's) OPEN open
 * applications — 40% on 2,000 of its cases, 30% taken by it without a case, 20% from accounts
 * linked to people of its cases, 10% intake (in every office's queue) — 300 of them assigned to
 * the caseworker; office B half as many; 20,000 decided applications of both (the history the
 * queue must not read). Programmes: food, Medicaid or both, a few withdrawals asked for.
 */
async function fill(url: string, caseworker: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('BEGIN');
    const {
      rows: [who],
    } = await db.query<{ user_id: string; office_id: string }>(
      `select u.id as user_id, cw.office_id from users u join caseworkers cw on cw.user_id = u.id where u.username = $1`,
      [caseworker],
    );
    if (!who) throw new Error(`no caseworker ${caseworker}`);
    const {
      rows: [other],
    } = await db.query<{ id: string }>(
      `insert into offices (name, county, dss_code, address_line1, city, state, zip, phone)
       values ('Bench County DSS', 'Bench', 'BEN', '1 Main St', 'Bench', 'NC', '27000', '555-555-0199') returning id`,
    );
    const names = `(array[${FIRST.map((n) => `'${n}'`).join(',')}])[1 + (g % ${FIRST.length})] || ' ' ||
      (array[${LAST.map((n) => `'${n}'`).join(',')}])[1 + ((g / ${FIRST.length})::int % ${LAST.length})]`;
    // People, households, cases and linked accounts of both offices (2,000 of A's, 1,000 of B's).
    await db.query(
      `create temp table bench_people as
       select g, gen_random_uuid() household, gen_random_uuid() person, gen_random_uuid() case_id, gen_random_uuid() user_id,
              case when g <= 2000 then $1::uuid else $2::uuid end office, ${names} as name
       from generate_series(1, 3000) g`,
      [who.office_id, other!.id],
    );
    await db.query(`insert into households (id) select household from bench_people`);
    await db.query(
      `insert into persons (id, first_name, last_name) select person, split_part(name, ' ', 1), split_part(name, ' ', 2) from bench_people`,
    );
    await db.query(
      `insert into cases (id, reference, household_id, primary_person_id, office_id, status, opened_on)
       select case_id, 'C-9' || lpad(g::text, 6, '0'), household, person, office, 'ACTIVE', current_date - 400 from bench_people`,
    );
    await db.query(
      `insert into users (id, username, password_hash, first_name, last_name, linked_person_id)
       select user_id, 'bench-queue-' || g, 'x', split_part(name, ' ', 1), split_part(name, ' ', 2), person from bench_people`,
    );
    // Open applications: kind by i % 10 (0–3 on a case, 4–6 taken by the office, 7–8 linked, 9 intake).
    const openOf = async (officeArg: string, count: number, people: [number, number], prefix: string) => {
      await db.query(
        `insert into applications (reference, user_id, submission_key, form_id, form_version, answers_enc,
           applicant_name, locale, signature, submitted_at, case_id, office_id)
         select '${prefix}' || lpad(i::text, 7, '0'),
                case when i % 10 in (7, 8) then p.user_id end,
                '${prefix}' || i, case when i % 3 = 0 then 'MA' else 'FNS' end, 1, 'x', p.name, 'en-US', '{}',
                now() - ((i * 397) % 60) * interval '1 day' - (i % 1440) * interval '1 minute',
                case when i % 10 < 4 then p.case_id end,
                case when i % 10 in (4, 5, 6) then $1::uuid end
         from generate_series(1, ${count}) i
         join bench_people p on p.g = ${people[0]} + (i % ${people[1]})`,
        [officeArg],
      );
    };
    await openOf(who.office_id, OPEN, [1, 2000], 'A-BQA');
    await openOf(other!.id, OPEN / 2, [2001, 1000], 'A-BQB');
    await db.query(
      `insert into application_programs (application_id, program_code, status)
       select id, form_id, case when right(reference, 2) = '42' then 'WITHDRAWAL_REQUESTED' else 'PENDING' end
       from applications where reference like 'A-BQ%'`,
    );
    await db.query(
      `insert into application_programs (application_id, program_code, status)
       select id, 'MA', 'PENDING' from applications where reference like 'A-BQ%' and form_id = 'FNS' and right(reference, 1) = '5'`,
    );
    // Decided history: 20,000 applications of both offices, every programme decided.
    await db.query(
      `insert into applications (reference, user_id, submission_key, form_id, form_version, answers_enc,
         applicant_name, locale, signature, submitted_at, office_id)
       select 'A-BQH' || lpad(i::text, 7, '0'), null, 'A-BQH' || i, 'FNS', 1, 'x', p.name, 'en-US', '{}',
              now() - (60 + i % 700) * interval '1 day', p.office
       from generate_series(1, 20000) i join bench_people p on p.g = 1 + (i % 3000)`,
    );
    await db.query(
      `insert into application_programs (application_id, program_code, status, decided_at)
       select id, 'FNS', case when random() < 0.7 then 'APPROVED' else 'DENIED' end, submitted_at + interval '20 days'
       from applications where reference like 'A-BQH%'`,
    );
    // "Mine": 300 of office A's assigned to the caseworker.
    await db.query(
      `update applications set assigned_to = $1, assigned_at = now()
       where id in (select id from applications where reference like 'A-BQA%' and office_id = $2 order by reference limit 300)`,
      [who.user_id, who.office_id],
    );
    await fillDocuments(db, { a: who.office_id, b: other!.id }, who.user_id, OPEN);
    await fillChanges(db, { a: who.office_id, b: other!.id }, who.user_id, OPEN);
    await fillAppeals(db, 'hearing', OPEN);
    await fillReferrals(db, { a: who.office_id, b: other!.id }, who.user_id, OPEN);
    await fillMessages(db, { a: who.office_id, b: other!.id }, who.user_id, OPEN);
    await db.query('COMMIT');
    // As autovacuum leaves a table in steady state: statistics, and the visibility map the count's
    // index-only scan needs.
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
}

async function main() {
  // Its own database (BENCH_QUEUES_DB), so two runs side by side do not drop each other's.
  const url = await freshPgDatabase(process.env.BENCH_QUEUES_DB ?? 'portal_bench_queues');
  if (!url) throw new Error('this bench needs PostgreSQL');
  const baseline = await bare();
  console.log(`bare Node http: p50 ${baseline.p50} ms, p99 ${baseline.p99} ms (${baseline.requests} requests)`);

  const portal = await startPortal(PORT, { DATABASE_URL: url });
  try {
    await fill(url, 'caseworker');
    const staff = {
      caseworker: await new Visitor(portal.base).signIn('caseworker'),
      hearing: await new Visitor(portal.base).signIn('hearing'),
    };
    const cases = [
      { name: 'no filter', query: {} },
      { name: 'search "garcia"', query: { q: 'garcia' } },
      { name: 'programme MA', query: { program: 'MA' } },
      { name: 'Mine', query: { view: 'mine' } },
    ] as const;
    type Answer = WorkerQueue &
      WorkerDocumentQueue &
      WorkerChangeQueue &
      WorkerAppealQueue &
      WorkerAnbReferrals &
      WorkerMessageQueue;
    // The messages queue has no programme: its filter is read / not read by the office (ADR 0418).
    // Every referral is about Medicaid: that queue has no programme filter to measure.
    const unread = { name: 'unread', query: { read: 'unread' } } as const;
    const casesOf = (queue: string) =>
      queue === 'messages'
        ? cases.map((c) => (c.name === 'programme MA' ? unread : c))
        : cases.filter((x) => queue !== 'referrals' || x.name !== 'programme MA');
    // Each queue's first page (ADR 0411, 0413, 0415, 0416, 0418, 0419): who asks, its call, the rows of its answer.
    const queues = [
      { queue: 'applications', as: 'caseworker', call: 'workerApplicationQueue', rows: (a: Answer) => a.applications },
      { queue: 'documents', as: 'caseworker', call: 'workerDocumentQueue', rows: (a: Answer) => a.documents },
      { queue: 'changes', as: 'caseworker', call: 'workerCaseChanges', rows: (a: Answer) => a.changes },
      { queue: 'appeals', as: 'hearing', call: 'workerAppeals', rows: (a: Answer) => a.appeals },
      { queue: 'referrals', as: 'caseworker', call: 'workerNewbornReferrals', rows: (a: Answer) => a.referrals },
      { queue: 'messages', as: 'caseworker', call: 'workerSecureMessages', rows: (a: Answer) => a.messages },
    ] as const;
    const results = [];
    for (const q of queues.filter((x) => !ONLY || ONLY.includes(x.queue)))
      for (const c of casesOf(q.queue)) {
        const path = urlOf(q.call, undefined, c.query);
        const who = staff[q.as];
        const answer = await who.call<Answer>('GET', path);
        const rows = q.rows(answer);
        if (rows.length !== 25) throw new Error(`${q.queue}, ${c.name}: ${rows.length} rows`);
        const timing = await timed(`${portal.base}${path}`, { cookie: who.cookieHeader() });
        console.log(
          `PostgreSQL: ${q.queue} queue, ${c.name} (${answer.total} match): p50 ${timing.p50} ms, p99 ${timing.p99} ms, max ${timing.max} ms`,
        );
        results.push({ queue: q.queue, case: c.name, total: answer.total, ...timing });
      }
    console.log(
      JSON.stringify({
        machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
        openInOffice: OPEN,
        requests: REQUESTS,
        bare: baseline,
        queue: results,
      }),
    );
  } finally {
    await portal.stop();
  }
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });

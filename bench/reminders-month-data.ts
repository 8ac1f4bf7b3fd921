/**
 * The people and records of bench/reminders-month.ts, written in bulk (INSERT … SELECT
 * generate_series and unnest: a few statements, not one service call per case). Every row is
 * derived from its number i (ids are md5-made UUIDs, so the tables join without reading back):
 *  - one food case per person, certification ending on a day of the month (i % 31);
 *  - channels: i % 10 in 0..3 opted in to texts (i % 10 = 1: a number whose texts come back
 *    undeliverable; half of them take e-notices, half are on paper), 4..6 e-notices only,
 *    7..9 neither (paper letters);
 *  - every third case a document request due on a day of the window;
 *  - every fifth person an application draft, every fifth (another) a change report draft on
 *    their case, started on a day of the window (inserted at that moment by the bench's loop);
 *  - every thirteenth person a food application denied on a day between December 17 and
 *    February 14 (its appeal window's steps fall in the window), every seventeenth a hearing set
 *    on a day of the window;
 *  - e-mail addresses of every thirtieth person (i % 30 = 5, e-notices only) bounce: the SMTP
 *    server returns a delivery status notification to the portal's bounce listener;
 *  - renewals sent, on one day, for every seventh case still due.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@portal/server/platform/db/index';
import { addDays, atTimeIn, isoDay } from '@portal/server/platform/dates';

export const TZ = 'America/New_York';
/** The first day of the simulated window (state time), and its length. */
export const START_DAY = '2027-02-15';
export const SIM_DAYS = 40;
/** The month whose certifications end, and the first day document requests are due. */
export const MONTH = '2027-03-01';
const DOCS_FROM = '2027-02-27';
/** The first denial's moment (10 a.m. state time); the others follow a day apart. */
const DENIALS_FROM = '2026-12-17T15:00:00Z';
/** The day and hour renewals are sent for a sample of cases. */
export const RENEWALS_SENT_DAY = '2027-03-10';
export const RENEWALS_SENT_HOUR = 12;

const day = (d: string, n: number) => isoDay(addDays(new Date(`${d}T00:00:00Z`), n));
const id = (kind: string, i: unknown) => sql`md5(${`bench-${kind}-`} || ${i})::uuid`;

/** The channel group of person i (see above). */
export function channelGroup(i: number): { texts: boolean; failing: boolean; enotices: boolean } {
  const g = i % 10;
  const texts = g <= 3;
  const failing = g === 1;
  return { texts, failing, enotices: failing ? i % 20 === 1 : g <= 6 };
}

/** Whether the bench's mail server returns mail to this address as undeliverable (a bounce). */
export function bounces(address: string): boolean {
  const i = /^bench\.p(\d+)@/.exec(address)?.[1];
  return i !== undefined && Number(i) % 30 === 5;
}

/** People, accounts, households, cases, texts subscriptions and document requests. */
export async function fillPeople(db: Db, n: number): Promise<void> {
  const [office] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO offices (name, county, dss_code, address_line1, city, state, zip, phone)
        VALUES ('Bench County DSS', 'Bench', '99', '1 Main St', 'Raleigh', 'NC', '27601', '9195550100') RETURNING id`,
  );
  const series = sql`generate_series(1, ${n}) i`;
  await db.execute(sql`
    INSERT INTO persons (id, first_name, last_name, address_line1, city, state, zip, preferred_language)
    SELECT ${id('person', sql`i`)}, 'Bench', 'Person ' || i, i || ' Oak St', 'Raleigh', 'NC', '27601',
           CASE WHEN i % 4 = 0 THEN 'es' ELSE 'en-US' END
    FROM ${series}`);
  await db.execute(sql`
    INSERT INTO households (id, address_line1, city, state, zip)
    SELECT ${id('household', sql`i`)}, i || ' Oak St', 'Raleigh', 'NC', '27601' FROM ${series}`);
  await db.execute(sql`
    INSERT INTO household_members (household_id, person_id, relationship)
    SELECT ${id('household', sql`i`)}, ${id('person', sql`i`)}, 'SELF' FROM ${series}`);
  // e-notices: groups 0, 2, 3 (texts), 4..6, and half of group 1 (i % 20 = 1).
  await db.execute(sql`
    INSERT INTO users (id, username, password_hash, first_name, last_name, email, user_type, linked_person_id,
                       enotices_since, locale)
    SELECT ${id('user', sql`i`)}, 'bench.p' || i, 'x', 'Bench', 'Person ' || i, 'bench.p' || i || '@example.test',
           'LINKED', ${id('person', sql`i`)},
           CASE WHEN (i % 10 <> 1 AND i % 10 <= 6) OR i % 20 = 1 THEN timestamptz '2026-01-01' END,
           CASE WHEN i % 4 = 0 THEN 'es' ELSE 'en-US' END
    FROM ${series}`);
  // Numbers starting 9195 come back undeliverable (bench/reminder-providers.ts).
  await db.execute(sql`
    INSERT INTO text_subscriptions (user_id, phone, active, updated_at)
    SELECT ${id('user', sql`i`)}, CASE WHEN i % 10 = 1 THEN '9195' ELSE '9196' END || lpad(i::text, 6, '0'), true, now()
    FROM ${series} WHERE i % 10 <= 3`);
  await db.execute(sql`
    INSERT INTO cases (id, reference, household_id, primary_person_id, office_id, status, opened_on, certification_end_on)
    SELECT ${id('case', sql`i`)}, 'BR' || lpad(i::text, 7, '0'), ${id('household', sql`i`)}, ${id('person', sql`i`)},
           ${office!.id}, 'ACTIVE', date '2026-03-01', ${MONTH}::date + (i % 31)
    FROM ${series}`);
  await db.execute(sql`
    INSERT INTO case_programs (case_id, program_code, status, started_on, certification_end_on)
    SELECT ${id('case', sql`i`)}, 'FNS', 'ACTIVE', date '2026-03-01', ${MONTH}::date + (i % 31) FROM ${series}`);
  await db.execute(sql`
    INSERT INTO verification_items (case_id, person_id, item_code, program_code, due_on, created_at)
    SELECT ${id('case', sql`i`)}, ${id('person', sql`i`)}, 'PAYSTUB', 'FNS', ${DOCS_FROM}::date + (i % 28),
           timestamptz '2027-02-01'
    FROM ${series} WHERE i % 3 = 0`);
  // Every thirteenth person: a food application denied between December 17 and February 14, so
  // the appeal window's steps (30 and 7 days before its last day) fall in the simulated window.
  await db.execute(sql`
    INSERT INTO applications (id, reference, user_id, submission_key, form_id, form_version, answers_enc,
                              applicant_name, locale, signature, submitted_at)
    SELECT ${id('application', sql`i`)}, 'BA' || lpad(i::text, 7, '0'), ${id('user', sql`i`)}, 'bench-' || i,
           'FNS_APP', 1, 'x', 'Bench Person ' || i, 'en-US', '{}', timestamptz '2026-12-01 15:00:00+00'
    FROM ${series} WHERE i % 13 = 6`);
  await db.execute(sql`
    INSERT INTO application_programs (application_id, program_code, status, decided_at)
    SELECT ${id('application', sql`i`)}, 'FNS', 'DENIED', ${DENIALS_FROM}::timestamptz + (i % 60) * interval '1 day'
    FROM ${series} WHERE i % 13 = 6`);
  // Every seventeenth person: a hearing set on a day of the window (from its fourth day on), on
  // the appeal of another food application's denial.
  const hearings = sql`${series} WHERE i % 17 = 3`;
  await db.execute(sql`
    INSERT INTO applications (id, reference, user_id, submission_key, form_id, form_version, answers_enc,
                              applicant_name, locale, signature, submitted_at)
    SELECT ${id('heard', sql`i`)}, 'BP' || lpad(i::text, 7, '0'), ${id('user', sql`i`)}, 'bench-heard-' || i,
           'FNS_APP', 1, 'x', 'Bench Person ' || i, 'en-US', '{}', timestamptz '2026-11-02 15:00:00+00'
    FROM ${hearings}`);
  await db.execute(sql`
    INSERT INTO application_programs (id, application_id, program_code, status, decided_at)
    SELECT ${id('heard-program', sql`i`)}, ${id('heard', sql`i`)}, 'FNS', 'DENIED', timestamptz '2026-12-01 15:00:00+00'
    FROM ${hearings}`);
  await db.execute(sql`
    INSERT INTO appeals (id, reference, track, user_id, application_program_id, program_code, decision_date,
                         submission_key, status, submitted_at, filed_on, hearing_date, created_at)
    SELECT ${id('appeal', sql`i`)}, 'BH' || lpad(i::text, 7, '0'), 'NF', ${id('user', sql`i`)},
           ${id('heard-program', sql`i`)}, 'FNS', date '2026-12-01', ${id('appeal-key', sql`i`)}, 'SCHEDULED',
           timestamptz '2026-12-20 15:00:00+00', date '2026-12-20', ${START_DAY}::date + 3 + (i % 36),
           timestamptz '2026-12-20 15:00:00+00'
    FROM ${hearings}`);
  await db.execute(sql`ANALYZE`);
}

export interface DraftSpec {
  i: number;
  id: string;
  userId: string;
  /** A change report draft on the person's case, or an application draft. */
  caseId: string | null;
  createdAt: Date;
}

/** The drafts of the window, in the order they are started (each at its own moment). */
export async function draftSpecs(db: Db, n: number): Promise<DraftSpec[]> {
  const rows = await rowsOf<{ i: number; id: string; user_id: string; case_id: string | null }>(
    db,
    sql`SELECT i, ${id('draft', sql`i`)}::text AS id, ${id('user', sql`i`)}::text AS user_id,
               CASE WHEN i % 5 = 4 THEN ${id('case', sql`i`)}::text END AS case_id
        FROM generate_series(1, ${n}) i WHERE i % 5 IN (2, 4)`,
  );
  return rows
    .map((r) => ({
      i: r.i,
      id: r.id,
      userId: r.user_id,
      caseId: r.case_id,
      // Started on day (i / 5) % 30 of the window, between 10 a.m. and 6 p.m. state time.
      createdAt: atTimeIn(day(START_DAY, Math.floor(r.i / 5) % 30), 10 + (r.i % 9), (r.i * 7) % 60, TZ),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Writes the drafts started by now (one statement); returns how many. */
export async function startDrafts(db: Db, drafts: DraftSpec[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const at = drafts.map((d) => d.createdAt.toISOString());
  await db.execute(sql`
    INSERT INTO application_drafts (id, user_id, form_id, form_version, answers_enc, created_at, updated_at, case_id)
    SELECT d.id::uuid, d.user_id::uuid, CASE WHEN d.case_id IS NULL THEN 'FNS_APP' ELSE 'COC' END, 1, 'x',
           d.at::timestamptz, d.at::timestamptz, d.case_id::uuid
    FROM unnest(${sqlArray(drafts.map((d) => d.id))}::text[], ${sqlArray(drafts.map((d) => d.userId))}::text[],
                ${sqlArray(drafts.map((d) => d.caseId))}::text[], ${sqlArray(at)}::text[]) AS d(id, user_id, case_id, at)`);
  return drafts.length;
}

/** A text[] literal for unnest (both drivers take it as one parameter). */
function sqlArray(values: (string | null)[]): string {
  const quote = (v: string | null) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`);
  return `{${values.map(quote).join(',')}}`;
}

/** Renewals sent now for every seventh case whose certification has not ended (one statement). */
export async function sendRenewals(db: Db, n: number, at: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO case_changes (reference, kind, program_code, naming, case_id, user_id, draft_id, form_id,
          form_version, before_enc, member_ids, answers_enc, applicant_name, locale, signature,
          certification_end_on, status, submitted_at)
        SELECT 'CH-BR' || lpad(i::text, 7, '0'), 'RECERT', 'FNS', 'FNS', c.id, ${id('user', sql`i`)},
               gen_random_uuid(), 'FNS_RECERT', 1, 'x', '[]', 'x', 'Bench Person ' || i, 'en-US', '{}',
               c.certification_end_on, 'SUBMITTED', ${at.toISOString()}::timestamptz
        FROM generate_series(7, ${n}, 7) i
        JOIN cases c ON c.id = ${id('case', sql`i`)}
        WHERE c.certification_end_on >= ${RENEWALS_SENT_DAY}::date
        RETURNING id`,
  );
  return rows.length;
}

import type pg from 'pg';
import { FieldCipher } from '../apps/server/src/platform/crypto';

/**
 * The newborn referrals queue's rows for bench/queues.ts (ADR 0419), in the caller's transaction,
 * after its people and cases: for each office `count` referrals waiting (office B half as many),
 * each from the demo hospital for the primary person of one of the office's cases, with a Medicaid
 * programme and the mother in the household (what the queue checks again on each row of its page),
 * and 20,000 decided ones (the history the queue must not read, the last of them listed); 300 of
 * office A's assigned to the caseworker. The babies' birth dates are encrypted with the portal's
 * own key, read from the database as the portal keeps it outside production.
 */
export async function fillReferrals(
  db: pg.Client,
  offices: { a: string; b: string },
  caseworker: string,
  open: number,
): Promise<void> {
  const {
    rows: [secret],
  } = await db.query<{ value: string }>(`select value from app_secrets where name = 'pii'`);
  if (!secret) throw new Error('the portal has not made its PII key yet');
  const cipher = new FieldCipher(Buffer.from(secret.value, 'base64'));
  // Thirty birth dates, each encrypted once (the queue decrypts, never compares them in SQL).
  const born = Array.from({ length: 30 }, (_, i) =>
    new Date(Date.now() - (i + 1) * 86_400_000).toISOString().slice(0, 10),
  );
  await db.query(
    `create temp table bench_births as select (o - 1)::int k, enc, idx
     from unnest($1::text[], $2::text[]) with ordinality as b(enc, idx, o)`,
    [born.map((d) => cipher.encrypt(d)), born.map((d) => cipher.blindIndex(d))],
  );
  await db.query(
    `insert into household_members (household_id, person_id, relationship)
     select household, person, 'SELF' from bench_people on conflict do nothing`,
  );
  await db.query(
    `insert into case_programs (case_id, program_code, status, started_on)
     select case_id, 'MA', 'ACTIVE', current_date - 400 from bench_people
     where not exists (select 1 from case_programs cp where cp.case_id = bench_people.case_id and cp.program_code = 'MA')`,
  );
  const {
    rows: [source],
  } = await db.query<{ facility: string; provider: string }>(
    `select f.id facility, u.id provider from provider_facilities f, users u
     where u.username = 'newbornprovider' order by f.name limit 1`,
  );
  const load = async (count: number, people: [number, number], waiting: boolean, days: number) => {
    await db.query(
      `insert into newborn_referrals (id, facility_id, provider_user_id, mother_person_id, case_id, mother_client_id,
         newborn_first_name, newborn_last_name, newborn_birth_date_enc, newborn_birth_date_index, newborn_sex,
         status, submitted_at, processed_at, processed_by, denial_reason)
       select gen_random_uuid(), $1, $2, p.person, p.case_id, 'C-BENCH', 'Baby' || i, split_part(p.name, ' ', 2),
              b.enc, b.idx, case when i % 2 = 0 then 'F' else 'M' end,
              ${waiting ? `'SUBMITTED'` : `case when i % 4 = 0 then 'DENIED' else 'APPROVED' end`},
              now() - ((i * 397) % ${days}) * interval '1 day' - (i % 1440) * interval '1 minute',
              ${waiting ? 'null, null, null' : `now() - ((i * 397) % ${days}) * interval '1 day' + interval '2 days', $3::uuid, case when i % 4 = 0 then 'Not on the case' end`}
       from generate_series(1, ${count}) i
       join bench_people p on p.g = ${people[0]} + (i % ${people[1]})
       join bench_births b on b.k = i % 30`,
      waiting ? [source!.facility, source!.provider] : [source!.facility, source!.provider, caseworker],
    );
  };
  await load(open, [1, 2000], true, 60);
  await load(open / 2, [2001, 1000], true, 60);
  await load(20_000, [1, 3000], false, 700);
  await db.query(
    `update newborn_referrals set assigned_to = $1, assigned_at = now()
     where id in (select r.id from newborn_referrals r join cases c on c.id = r.case_id
                  where r.processed_at is null and c.office_id = $2 order by r.id limit 300)`,
    [caseworker, offices.a],
  );
}

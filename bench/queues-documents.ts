import type pg from 'pg';

/**
 * The documents queue's rows for bench/queues.ts (ADR 0413), in the caller's transaction, after
 * its people, cases and open applications: for each office `count` submitted documents waiting
 * for review — 60% on the office's cases answering a verification item (food or Medicaid, due 30
 * days after it was asked), 40% sent for one of its open applications (on a case, taken by the
 * office, from a linked account or intake, as the applications are) — and 20,000 decided ones
 * (the history the queue must not read); 300 of office A's assigned to the caseworker. The
 * database's triggers fill each waiting document's offices as the links are written (ADR 0417).
 */
export async function fillDocuments(
  db: pg.Client,
  offices: { a: string; b: string },
  caseworker: string,
  open: number,
): Promise<void> {
  const load = async (side: 'A' | 'B', count: number, people: [number, number], status: string, days: number) => {
    await db.query(
      `create temp table bench_docs on commit drop as
       select i, gen_random_uuid() id, gen_random_uuid() item, p.case_id, p.person, p.user_id,
              now() - ((i * 397) % ${days}) * interval '1 day' - (i % 1440) * interval '1 minute' as at,
              (select a.id from applications a where a.reference = 'A-BQ${side}' || lpad(i::text, 7, '0')) app
       from generate_series(1, ${count}) i join bench_people p on p.g = ${people[0]} + (i % ${people[1]})`,
    );
    await db.query(
      `insert into verification_items (id, case_id, person_id, item_code, program_code, due_on, created_at, status)
       select item, case_id, person, 'INCOME', case when i % 3 = 0 then 'MA' else 'FNS' end,
              (at - interval '5 days' + interval '30 days')::date, at - interval '5 days',
              case when $1 = 'SUBMITTED' then 'OUTSTANDING' else 'VERIFIED' end
       from bench_docs where i % 10 < 6 or app is null`,
      [status],
    );
    await db.query(
      `insert into documents (id, owner_user_id, client_id, kind, verification_item_id, file_name, media_type,
         size_bytes, sha256, blob_key, status, uploaded_at, submitted_at, reviewed_at)
       select id, user_id, gen_random_uuid(), case when i % 10 < 6 or app is null then 'VERIFICATION' else 'STANDALONE' end,
              case when i % 10 < 6 or app is null then item end, 'proof-' || i || '.pdf', 'application/pdf', 100000,
              repeat('x', 64), 'bench-queue-doc/' || id, $1, at, at, case when $1 <> 'SUBMITTED' then at + interval '3 days' end
       from bench_docs`,
      [status],
    );
    await db.query(
      `insert into document_cases (document_id, case_id) select id, case_id from bench_docs where i % 10 < 6 or app is null`,
    );
    await db.query(
      `insert into document_applications (document_id, application_id) select id, app from bench_docs where not (i % 10 < 6 or app is null)`,
    );
    await db.query('drop table bench_docs');
  };
  await load('A', open, [1, 2000], 'SUBMITTED', 60);
  await load('B', open / 2, [2001, 1000], 'SUBMITTED', 60);
  await load('A', 20_000, [1, 3000], 'ACCEPTED', 700);
  await db.query(
    `update documents set assigned_to = $1, assigned_at = now()
     where id in (select d.id from documents d join document_cases dc on dc.document_id = d.id
                  join cases c on c.id = dc.case_id
                  where d.status = 'SUBMITTED' and c.office_id = $2 order by d.id limit 300)`,
    [caseworker, offices.a],
  );
}

import type pg from 'pg';

/**
 * The change reports queue's rows for bench/queues.ts (ADR 0415), in the caller's transaction,
 * after its people and cases: for each office `count` reports waiting for a caseworker (a third
 * renewals, each renewing its own period (past ones for the history); a fifth about Medicaid, the rest food; one in ten waiting
 * for a document) and 20,000 accepted ones (the history the queue must not read); 300 of office
 * A's assigned to the caseworker.
 */
export async function fillChanges(
  db: pg.Client,
  offices: { a: string; b: string },
  caseworker: string,
  open: number,
): Promise<void> {
  const load = async (side: 'A' | 'B', count: number, people: [number, number], waiting: boolean, days: number) => {
    await db.query(
      `insert into case_changes (reference, kind, program_code, naming, case_id, user_id, draft_id, form_id,
         form_version, before_enc, member_ids, answers_enc, applicant_name, locale, signature,
         certification_end_on, status, submitted_at, decided_at)
       select 'CH-BQ${side}${waiting ? 'W' : 'H'}' || lpad(i::text, 7, '0'),
              case when i % 3 = 0 then 'RECERT' else 'COC' end, case when i % 5 = 0 then 'MA' else 'FNS' end, 'FNS',
              p.case_id, p.user_id, gen_random_uuid(), case when i % 3 = 0 then 'RECERT' else 'COC' end, 1, 'x', '[]',
              'x', p.name, 'en-US', '{}',
              case when i % 3 = 0 then current_date ${waiting ? '+' : '-'} i end,
              ${waiting ? `case when i % 10 = 0 then 'INFO_REQUESTED' else 'SUBMITTED' end` : `'ACCEPTED'`},
              now() - ((i * 397) % ${days}) * interval '1 day' - (i % 1440) * interval '1 minute',
              ${waiting ? 'null' : `now() - ((i * 397) % ${days}) * interval '1 day' + interval '3 days'`}
       from generate_series(1, ${count}) i join bench_people p on p.g = ${people[0]} + (i % ${people[1]})`,
    );
  };
  await load('A', open, [1, 2000], true, 60);
  await load('B', open / 2, [2001, 1000], true, 60);
  await load('A', 20_000, [1, 3000], false, 700);
  await db.query(
    `update case_changes set assigned_to = $1, assigned_at = now()
     where id in (select ch.id from case_changes ch join cases c on c.id = ch.case_id
                  where ch.status <> 'ACCEPTED' and c.office_id = $2 order by ch.id limit 300)`,
    [caseworker, offices.a],
  );
}

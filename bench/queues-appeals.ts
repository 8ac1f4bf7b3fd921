import type pg from 'pg';

/**
 * The hearing office's queue rows for bench/queues.ts (ADR 0416), in the caller's transaction,
 * after its people and cases: `open` appeal requests waiting (sent, a quarter with their hearing
 * set), on denials of applications of both offices' households (the hearing office hears every
 * county), a third about Medicaid, the rest food; and as many decided or withdrawn ones (the
 * history the queue must not read). Each request appeals its own denied programme. 300 of the
 * waiting ones are assigned to the hearing officer.
 */
export async function fillAppeals(db: pg.Client, hearingOfficer: string, open: number): Promise<void> {
  const load = async (side: 'W' | 'H', count: number, days: number) => {
    await db.query(
      `insert into applications (reference, user_id, submission_key, form_id, form_version, answers_enc,
         applicant_name, locale, signature, submitted_at, case_id, office_id)
       select 'A-BQP${side}' || lpad(i::text, 7, '0'), null, 'A-BQP${side}' || i,
              case when i % 3 = 0 then 'MA' else 'FNS' end, 1, 'x', p.name, 'en-US', '{}',
              now() - (30 + (i * 397) % ${days}) * interval '1 day', p.case_id, p.office
       from generate_series(1, ${count}) i join bench_people p on p.g = 1 + (i % 3000)`,
    );
    await db.query(
      `insert into application_programs (application_id, program_code, status, decided_at, decision_reason)
       select id, form_id, 'DENIED', submitted_at + interval '20 days', 'Income over the limit'
       from applications where reference like 'A-BQP${side}%'`,
    );
    await db.query(
      `insert into appeals (reference, track, user_id, application_program_id, program_code, decision_date,
         submission_key, answers_enc, appellant_name, locale, signature, status, submitted_at, filed_on,
         hearing_date, hearing_time, hearing_mode, hearing_place, outcome, decided_at, created_at)
       select 'AP-BQ${side}' || lpad(n::text, 7, '0'), case when ap.program_code = 'MA' then 'MA' else 'NF' end,
              u.id, ap.id, ap.program_code, (ap.decided_at)::date, gen_random_uuid(), 'x', a.applicant_name,
              'en-US', '{}', s.status, s.sent, s.sent::date,
              case when s.status <> 'SUBMITTED' then s.sent::date + 30 end,
              case when s.status <> 'SUBMITTED' then '10:00' end,
              case when s.status <> 'SUBMITTED' then 'PHONE' end,
              case when s.status <> 'SUBMITTED' then '555-555-0100' end,
              case when s.status = 'DECIDED' then 'UPHELD' end,
              case when s.status = 'DECIDED' then s.sent + interval '45 days' end, s.sent
       from (select ap.*, row_number() over (order by ap.id) n from application_programs ap
             join applications a on a.id = ap.application_id where a.reference like 'A-BQP${side}%') ap
       join applications a on a.id = ap.application_id
       join bench_people p on p.case_id = a.case_id
       join users u on u.id = p.user_id
       cross join lateral (select ap.decided_at + (1 + n % 60) * interval '1 hour' as sent,
         ${side === 'W' ? `case when n % 4 = 0 then 'SCHEDULED' else 'SUBMITTED' end` : `case when n % 5 = 0 then 'WITHDRAWN' else 'DECIDED' end`} as status) s`,
    );
  };
  await load('W', open, 60);
  await load('H', open, 700);
  await db.query(
    `update appeals set assigned_to = (select id from users where username = $1), assigned_at = now()
     where id in (select id from appeals where reference like 'AP-BQW%' order by id limit 300)`,
    [hearingOfficer],
  );
}

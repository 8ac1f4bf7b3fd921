import type pg from 'pg';

/**
 * The secure messages queue's rows for bench/queues.ts (ADR 0418), in the caller's transaction,
 * after its people and cases: for office A (the demo caseworker's) `count` residents' messages
 * waiting for an answer on 2,000 of its cases, a third of them already read by the office, and
 * half as many in office B; 20,000 answered ones of office A with the caseworker's answers (the
 * history the queue must not read); 300 of office A's waiting ones assigned to the caseworker.
 */
export async function fillMessages(
  db: pg.Client,
  offices: { a: string; b: string },
  caseworker: string,
  waiting: number,
): Promise<void> {
  const load = async (count: number, people: [number, number]) => {
    await db.query(
      `insert into secure_messages (case_id, user_id, direction, subject, body, created_at, viewed_at)
       select p.case_id, p.user_id, 'FROM_PERSON', 'Question ' || i, 'When is my interview? (' || i || ')',
              now() - ((i * 397) % 60) * interval '1 day' - (i % 1440) * interval '1 minute',
              case when i % 3 = 0 then now() end
       from generate_series(1, ${count}) i join bench_people p on p.g = ${people[0]} + (i % ${people[1]})`,
    );
  };
  await load(waiting, [1, 2000]);
  await load(waiting / 2, [2001, 1000]);
  // Answered history: residents' messages 60 days old and more, each answered by the caseworker the
  // next day (the answer is older than every waiting message, so none of those is answered).
  await db.query(
    `create temp table bench_answered as
     select p.case_id, p.user_id, now() - (61 + i % 700) * interval '1 day' as at, i
     from generate_series(1, 20000) i join bench_people p on p.g = 1 + (i % 2000)`,
  );
  await db.query(
    `insert into secure_messages (case_id, user_id, direction, subject, body, created_at, viewed_at, answered_at)
     select case_id, user_id, 'FROM_PERSON', 'Old question ' || i, 'Thanks', at, at + interval '1 hour', at + interval '1 day'
     from bench_answered`,
  );
  await db.query(
    `insert into secure_messages (case_id, user_id, direction, staff_user_id, subject, body, created_at)
     select case_id, user_id, 'FROM_OFFICE', $1, 'Re: Old question ' || i, 'Answered', at + interval '1 day'
     from bench_answered`,
    [caseworker],
  );
  await db.query(
    `update secure_messages set assigned_to = $1, assigned_at = now()
     where id in (select m.id from secure_messages m join cases c on c.id = m.case_id
                  where m.direction = 'FROM_PERSON' and m.answered_at is null and c.office_id = $2 order by m.id limit 300)`,
    [caseworker, offices.a],
  );
}

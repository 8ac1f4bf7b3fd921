import { sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import { rowsOf, type Db } from '../../platform/db';

/** What the outbox calls these messages (the development mailbox and staff lists show it). */
export const MASS_TEMPLATE = { GENERAL: 'mass.communication', ALERTS: 'mass.alert' } as const;

/**
 * Queues the next batch of one due mass communication in the outbox. The mass communication's
 * row is locked (SKIP LOCKED: another process takes another one, or waits for the next tick), and
 * the outbox messages and the recipients' QUEUED mark are written in one transaction: a crash
 * (even kill -9) mid-batch leaves the batch PENDING, to be queued whole by the next run, so no one
 * is lost and no one gets it twice. A text carries the subject and the message; an e-mail, the
 * message under the subject. Returns how many were queued (null: nothing was due).
 */
export async function queueNextBatch(db: Db, batchSize: number): Promise<number | null> {
  const now = clock.now().toISOString();
  return db.transaction(async (tx) => {
    const [due] = await rowsOf<{ id: string; kind: 'GENERAL' | 'ALERTS' }>(
      tx,
      sql`SELECT id, kind FROM mass_communications
          WHERE status IN ('SCHEDULED', 'SENDING') AND send_at <= ${now}::timestamptz
          ORDER BY send_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!due) return null;
    const [queued] = await rowsOf<{ n: number }>(
      tx,
      sql`WITH batch AS (
            SELECT user_id, channel, address, locale FROM mass_communication_recipients
            WHERE mass_communication_id = ${due.id} AND status = 'PENDING'
            ORDER BY user_id, channel LIMIT ${batchSize}),
          message AS (SELECT * FROM mass_communications WHERE id = ${due.id}),
          queued AS (
            INSERT INTO outbox_messages (channel, recipient, user_id, template_key, locale,
              subject_en, subject_es, body_en, body_es, status, next_attempt_at, created_at)
            SELECT b.channel, b.address, b.user_id, ${MASS_TEMPLATE[due.kind]}, b.locale,
              m.subject_en, m.subject_es,
              CASE WHEN b.channel = 'SMS' THEN m.subject_en || E'\\n' || m.body_en ELSE m.body_en END,
              CASE WHEN b.channel = 'SMS' THEN m.subject_es || E'\\n' || m.body_es ELSE m.body_es END,
              'QUEUED', ${now}::timestamptz, ${now}::timestamptz
            FROM batch b CROSS JOIN message m
            RETURNING id, user_id, channel),
          marked AS (
            UPDATE mass_communication_recipients r SET status = 'QUEUED', outbox_message_id = q.id
            FROM queued q
            WHERE r.mass_communication_id = ${due.id} AND r.user_id = q.user_id AND r.channel = q.channel
            RETURNING 1)
          SELECT count(*)::int AS n FROM marked`,
    );
    const n = queued!.n;
    // A short batch was the last one.
    const status = n < batchSize ? 'SENT' : 'SENDING';
    await tx.execute(
      sql`UPDATE mass_communications SET status = ${status}, updated_at = ${now}::timestamptz,
            finished_at = ${status === 'SENT' ? now : null}::timestamptz
          WHERE id = ${due.id}`,
    );
    return n;
  });
}

/** Queues batches until nothing is due or `maxBatches` were queued (one job tick). */
export async function queueDueMassComms(db: Db, batchSize = 500, maxBatches = 20): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await queueNextBatch(db, batchSize);
    if (n === null) break;
    total += n;
  }
  return total;
}

import { eq } from 'drizzle-orm';
import type { DeliveryOutcome } from '@portal/contracts/delivery-api';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { outboxMessages } from '../../platform/db/schema';
import { countFailure } from './unreachable';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Receipt {
  /** Our key: the outbox message's id (the Idempotency-Key of a text, the id in an e-mail's Message-ID). */
  messageId: string;
  channel: 'EMAIL' | 'SMS';
  outcome: DeliveryOutcome;
  /** The provider's status or the bounce's diagnostic, for staff. */
  detail: string;
  /** A bounce names the address that failed: it must be the message's. */
  recipient?: string;
}

/**
 * Records a delivery receipt on its message (ADR 0912): UNKNOWN when no message of that channel
 * (and recipient) has the key; ALREADY when a receipt was recorded before (the first final one
 * stands, so a provider's repeated callback changes nothing); else RECORDED. A failure counts
 * against the person's number or address (unreachable at the second).
 */
export async function recordReceipt(db: Db, r: Receipt): Promise<'UNKNOWN' | 'ALREADY' | 'RECORDED'> {
  if (!UUID.test(r.messageId)) return 'UNKNOWN';
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, r.messageId)).for('update');
    if (!m || m.channel !== r.channel) return 'UNKNOWN';
    if (r.recipient !== undefined && m.recipient.toLowerCase() !== r.recipient.toLowerCase()) return 'UNKNOWN';
    if (m.delivery !== null) return 'ALREADY';
    await tx
      .update(outboxMessages)
      .set({ delivery: r.outcome, deliveryAt: clock.now(), deliveryDetail: r.detail.slice(0, 500) })
      .where(eq(outboxMessages.id, m.id));
    if (r.outcome === 'FAILED' && m.userId) await countFailure(tx, m.userId, m.channel, m.recipient);
    return 'RECORDED';
  });
}

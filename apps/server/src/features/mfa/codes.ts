import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import { safeEqual } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { securityCodes } from '../../platform/db/schema';
import type { Contact } from '../communications/contacts';
import { sendNotice } from '../communications/service';

export type CodeOwner =
  | { purpose: 'LOGIN'; loginAttemptId: string }
  | { purpose: 'CONTACT'; contactChangeId: string }
  | { purpose: 'RECOVERY'; recoveryRequestId: string }
  | { purpose: 'TEXT'; textSubscriptionId: string };

/** The row a code belongs to, and the column that holds it. */
function ownerOf(o: CodeOwner) {
  switch (o.purpose) {
    case 'LOGIN':
      return { id: o.loginAttemptId, column: securityCodes.loginAttemptId };
    case 'CONTACT':
      return { id: o.contactChangeId, column: securityCodes.contactChangeId };
    case 'RECOVERY':
      return { id: o.recoveryRequestId, column: securityCodes.recoveryRequestId };
    case 'TEXT':
      return { id: o.textSubscriptionId, column: securityCodes.textSubscriptionId };
  }
}

/** The message that carries each kind of code (a new number for texts is confirmed like a contact method). */
const CODE_NOTICE = {
  LOGIN: 'mfa.code',
  CONTACT: 'contact.code',
  RECOVERY: 'recovery.code',
  TEXT: 'contact.code',
} as const;

/** The stored form of a code: an HMAC bound to what it is for, so it works nowhere else. */
export function hashCode(cipher: FieldCipher, owner: CodeOwner, code: string): string {
  return cipher.blindIndex(`security-code:${owner.purpose}:${ownerOf(owner).id}:${code}`);
}

const ownerWhere = (o: CodeOwner) => {
  const { id, column } = ownerOf(o);
  return eq(column, id);
};

/**
 * Makes a new 6-digit code, cancels the earlier ones of the same owner (only the newest is
 * valid), stores its hash and queues the message that carries it — all in `db`'s transaction.
 */
export async function issueCode(
  db: Db,
  cipher: FieldCipher,
  args: { owner: CodeOwner; userId: string; to: Pick<Contact, 'method' | 'value'>; ttlMs: number; locale: string },
): Promise<void> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + args.ttlMs);
  await db
    .update(securityCodes)
    .set({ cancelledAt: now })
    .where(and(ownerWhere(args.owner), isNull(securityCodes.usedAt), isNull(securityCodes.cancelledAt)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const channel = args.to.method === 'EMAIL' ? ('EMAIL' as const) : ('SMS' as const);
  await db.insert(securityCodes).values({
    userId: args.userId,
    purpose: args.owner.purpose,
    loginAttemptId: args.owner.purpose === 'LOGIN' ? args.owner.loginAttemptId : null,
    contactChangeId: args.owner.purpose === 'CONTACT' ? args.owner.contactChangeId : null,
    recoveryRequestId: args.owner.purpose === 'RECOVERY' ? args.owner.recoveryRequestId : null,
    textSubscriptionId: args.owner.purpose === 'TEXT' ? args.owner.textSubscriptionId : null,
    codeHash: hashCode(cipher, args.owner, code),
    channel,
    createdAt: now,
    expiresAt,
  });
  await sendNotice(db, {
    userId: args.userId,
    kind: CODE_NOTICE[args.owner.purpose],
    params: { code, minutes: Math.round(args.ttlMs / 60_000) },
    locale: args.locale,
    contacts: [args.to],
    expiresAt,
  });
}

/**
 * Uses a code: true only for the newest, unexpired, unused code of this owner. A right code is
 * marked used in the same statement, so it cannot be used twice even by two requests at once.
 */
export async function consumeCode(db: Db, cipher: FieldCipher, owner: CodeOwner, code: string): Promise<boolean> {
  const now = clock.now();
  const [live] = await db
    .select()
    .from(securityCodes)
    .where(and(ownerWhere(owner), isNull(securityCodes.usedAt), isNull(securityCodes.cancelledAt)));
  if (!live || live.expiresAt <= now) return false;
  if (!safeEqual(live.codeHash, hashCode(cipher, owner, code))) return false;
  const used = await db
    .update(securityCodes)
    .set({ usedAt: now })
    .where(and(eq(securityCodes.id, live.id), isNull(securityCodes.usedAt), isNull(securityCodes.cancelledAt)))
    .returning({ id: securityCodes.id });
  return used.length === 1;
}

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit, auditSource } from '../../platform/audit';
import { passkeys, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { needsPasskey } from '../../platform/sessions';
import { sendNotice } from '../communications/service';

/**
 * An administrator resets a staff member's or provider's passkeys after a lost device (ADR 0132):
 * every passkey of the account goes and every session of it ends, in one transaction, with a notice
 * to the person's contacts. The next sign-in goes through the password, a code and a new passkey.
 * Only accounts that must have a passkey: a resident removes their own in Account Settings.
 */
export async function resetPasskeys(req: FastifyRequest, username: string): Promise<{ isSuccess: true }> {
  const { ctx } = req.server;
  const [target] = await ctx.db.select().from(users).where(eq(users.username, username.trim().toLowerCase()));
  if (!target || !needsPasskey(target)) throw new HttpError(404, 'NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const removed = await tx.delete(passkeys).where(eq(passkeys.userId, target.id)).returning({ id: passkeys.id });
    await ctx.sessions.destroyAllForUser(target.id, tx);
    await sendNotice(tx, {
      userId: target.id,
      kind: 'account.passkeysReset',
      params: undefined,
      locale: target.locale,
    });
    await audit(tx, {
      ...auditSource(req),
      action: 'passkey.reset',
      entity: 'user',
      entityId: target.id,
      detail: { removed: removed.length },
    });
  });
  return { isSuccess: true };
}

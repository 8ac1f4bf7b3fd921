import { and, eq, gt, isNull } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { trustedDevices } from '../../platform/db/schema';
import { sendNotice } from '../communications/service';
import type { MfaConfig } from '../../platform/config';
import { addDays } from '../../platform/dates';

/** Remembered browsers: a right code may let this browser skip the code for a while (ADR 0007). */
export const TRUSTED_DEVICE_COOKIE = 'portal_td';

/** Remembers this browser for the person; returns the token for its cookie. */
export async function rememberDevice(
  db: Db,
  config: MfaConfig,
  userId: string,
  label: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const now = clock.now();
  const expiresAt = addDays(now, config.trustedDeviceDays);
  await db
    .insert(trustedDevices)
    .values({ userId, tokenHash: sha256(token), label: label.slice(0, 200), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function isTrustedDevice(db: Db, userId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256(token)),
        eq(trustedDevices.userId, userId),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, clock.now()),
      ),
    );
  return row !== undefined;
}

/** Forgets every remembered browser of the person; returns how many were forgotten. */
export async function revokeAllDevices(db: Db, userId: string): Promise<number> {
  const done = await db
    .update(trustedDevices)
    .set({ revokedAt: clock.now() })
    .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)))
    .returning({ id: trustedDevices.id });
  return done.length;
}

/**
 * Forgets every remembered browser and tells the person, at every contact method on file,
 * why: they asked, a contact method changed, or the password changed.
 */
export async function forgetAllDevices(
  db: Db,
  userId: string,
  reason: 'REQUEST' | 'CONTACT' | 'PASSWORD',
  locale: string,
): Promise<number> {
  const forgotten = await revokeAllDevices(db, userId);
  await sendNotice(db, { userId, kind: 'account.devicesRevoked', params: { reason }, locale });
  return forgotten;
}

import { eq } from 'drizzle-orm';
import type { LoginRequest, SignUpRequest } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import type { AppContext } from '../../platform/http/context';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { countInWindow, hit, reset } from '../../platform/rate-limit';
import { forgetAllDevices } from '../mfa/devices';

const usernameKey = (username: string) => `login:user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

type UserRow = typeof users.$inferSelect;

/**
 * Checks a username and password. Ten failures for one username within the window (or many
 * from one address) refuse further tries, right or wrong, until the window passes. `lockedOut`
 * gives the refusal of a locked account: the same for the right and a wrong password, so a lock
 * cannot be used to test passwords.
 */
export async function checkPassword(
  ctx: AppContext,
  input: LoginRequest,
  ip: string,
  lockedOut?: (user: UserRow) => Promise<HttpError | null>,
) {
  const { maxFailures, windowMs, maxPerIp } = ctx.config.loginThrottle;
  const userKey = usernameKey(input.username);
  if (
    (await countInWindow(ctx.db, userKey, windowMs)) >= maxFailures ||
    (await countInWindow(ctx.db, ipKey(ip), windowMs)) >= maxPerIp
  ) {
    await audit(ctx.db, { actorUserId: null, action: 'login.throttled', entity: 'user', ip, detail: { username: input.username } });
    throw new HttpError(429, 'THROTTLED');
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.username, input.username.toLowerCase()));
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  const refusedDemo = user?.isDemo === true && ctx.config.nodeEnv === 'production';
  const lockRefusal = user && !refusedDemo && lockedOut ? await lockedOut(user) : null;
  if (lockRefusal) throw lockRefusal;
  if (!user || !ok || refusedDemo) {
    await hit(ctx.db, userKey, windowMs);
    await hit(ctx.db, ipKey(ip), windowMs);
    await audit(ctx.db, { actorUserId: user?.id ?? null, action: 'login.failed', entity: 'user', entityId: user?.id, ip });
    throw new HttpError(401, 'INVALID_CREDENTIALS');
  }
  await reset(ctx.db, userKey);
  return user;
}

/** Sign-ups from one client address are limited per window (each one is a row that stays). */
export async function throttleSignUp(ctx: AppContext, ip: string): Promise<void> {
  const { maxPerIp, windowMs } = ctx.config.signUpThrottle;
  if ((await countInWindow(ctx.db, `signup:ip:${ip}`, windowMs)) < maxPerIp) return;
  await audit(ctx.db, { actorUserId: null, action: 'signup.throttled', entity: 'user', ip });
  throw new HttpError(429, 'THROTTLED');
}

/** Counts an account made from this address (only accounts made count toward its limit). */
export async function countSignUp(ctx: AppContext, ip: string): Promise<void> {
  await hit(ctx.db, `signup:ip:${ip}`, ctx.config.signUpThrottle.windowMs);
}

export async function createAccount(db: Db, input: SignUpRequest & { phone?: string }) {
  const username = input.username.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      username,
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email ?? null,
      phone: input.phone ?? null,
    })
    .onConflictDoNothing({ target: users.username })
    .returning();
  if (!created) throw new HttpError(409, 'USERNAME_TAKEN', 'username');
  return created;
}

/**
 * Changes the password after checking the current one (wrong tries count toward the sign-in
 * throttle). Every other session of the account ends and every remembered device is
 * forgotten, with a notice to the person's contacts; the caller starts a new session.
 */
export async function changePassword(ctx: AppContext, userId: string, current: string, next: string, ip: string, locale: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'NOT_FOUND');
  const { windowMs, maxFailures } = ctx.config.loginThrottle;
  const key = usernameKey(user.username);
  if ((await countInWindow(ctx.db, key, windowMs)) >= maxFailures) throw new HttpError(429, 'THROTTLED');
  if (!(await verifyPassword(user.passwordHash, current))) {
    await hit(ctx.db, key, windowMs);
    await audit(ctx.db, { actorUserId: userId, action: 'password.change.refused', entity: 'user', entityId: userId, ip });
    throw new HttpError(400, 'INVALID_CREDENTIALS', 'currentPassword');
  }
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await forgetAllDevices(tx, userId, 'PASSWORD', locale);
    await ctx.sessions.destroyAllForUser(userId, tx);
    await audit(tx, { actorUserId: userId, action: 'password.changed', entity: 'user', entityId: userId, ip });
  });
}

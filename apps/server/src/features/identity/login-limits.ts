import { setTimeout as sleep } from 'node:timers/promises';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { lockedOut, type HttpError } from '../../platform/http/errors';
import { claim, RecentlyFull, release, throttled } from '../../platform/rate-limit';

export const usernameKey = (username: string) => `login:user:${username.toLowerCase()}`;
export const addressKey = (ip: string) => `login:ip:${ip}`;

/**
 * Sign-in limits found full lately: further tries on them are refused from memory for a few
 * seconds. One memory per app (keyed by its database handle), since it repeats what that
 * database said: two apps in one process (the API tests run many) must not share it.
 */
const fullLimitsOf = new WeakMap<Db, RecentlyFull>();
function fullLimits(db: Db): RecentlyFull {
  let limits = fullLimitsOf.get(db);
  if (!limits) fullLimitsOf.set(db, (limits = new RecentlyFull(5_000)));
  return limits;
}
/**
 * A try refused by a limit is answered after this long (the request holds no work meanwhile), so
 * a client that keeps sending gets about one answer a second per connection instead of taking
 * the server's time from everyone else (bench/abuse.ts).
 */
const REFUSAL_DELAY_MS = 1_000;

async function answeredLate(refusal: () => Promise<HttpError> | HttpError): Promise<HttpError> {
  await sleep(REFUSAL_DELAY_MS);
  return refusal();
}

/** A username's sign-in limit was reset: this app stops refusing it from memory at once. */
export function forgetFullSignInLimit(ctx: AppContext, username: string): void {
  fullLimits(ctx.db).forget(usernameKey(username));
}

/**
 * Takes a sign-in try's places under the limits before its password is looked at: its address's
 * first (so a full address counts no usernames), then its username's, one atomic step each, so
 * tries sent at the same time cannot check more passwords than the limits allow. Over a limit,
 * refuses the try (429 with Retry-After) and writes one audit line; a limit found full is
 * remembered for a few seconds, and tries on it meanwhile are refused without a statement. Every
 * refusal is answered a second late.
 */
export async function takeSignInPlaces(ctx: AppContext, username: string, ip: string): Promise<void> {
  const { maxFailures, windowMs, maxPerIp } = ctx.config.loginThrottle;
  const userKey = usernameKey(username);
  const ipKey = addressKey(ip);
  const memory = fullLimits(ctx.db);
  const retryAt = memory.retryAt(ipKey) ?? memory.retryAt(userKey);
  if (retryAt) throw await answeredLate(() => lockedOut(429, 'THROTTLED', retryAt, clock.now()));
  const refuse = async (key: string) => {
    const refusal = await throttled(ctx.db, key);
    memory.remember(key, new Date(clock.nowMs() + (refusal.retryAfterSeconds ?? 0) * 1000));
    await audit(ctx.db, { actorUserId: null, action: 'login.throttled', entity: 'user', ip, detail: { username } });
    return answeredLate(() => refusal);
  };
  if (!(await claim(ctx.db, ipKey, windowMs, maxPerIp))) throw await refuse(ipKey);
  if (!(await claim(ctx.db, userKey, windowMs, maxFailures))) {
    await release(ctx.db, ipKey);
    throw await refuse(userKey);
  }
}

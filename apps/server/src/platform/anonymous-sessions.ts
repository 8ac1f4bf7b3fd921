import { hmac, randomToken, safeEqual, sha256 } from './crypto';
import type { Session } from './session-user';

/**
 * An anonymous visitor's token: "anon.<issued ms, base 36>.<random>.<signature>". It has no row
 * (a visitor who only looks keeps nothing on the server); the signature shows this server issued
 * it, so a token planted in a browser by someone else is refused, and it lapses with the
 * absolute limit like any session (the session store checks the limit).
 */
const ANONYMOUS_PREFIX = 'anon.';

export const isAnonymousToken = (token: string) => token.startsWith(ANONYMOUS_PREFIX);

const signature = (key: Buffer, body: string) => hmac(key, `anonymous-session:${body}`);

/** A new anonymous token, signed with the session key. */
export function issueAnonymousToken(key: Buffer, now: Date): string {
  const body = `${now.getTime().toString(36)}.${randomToken(16)}`;
  return `${ANONYMOUS_PREFIX}${body}.${signature(key, body)}`;
}

/** When an anonymous token was issued, or null if this server did not sign it (or it is malformed). */
export function anonymousIssuedAt(key: Buffer, token: string): Date | null {
  const body = token.slice(ANONYMOUS_PREFIX.length, token.lastIndexOf('.'));
  const issuedMs = parseInt(body.split('.')[0] ?? '', 36);
  if (!safeEqual(token.slice(token.lastIndexOf('.') + 1), signature(key, body))) return null;
  return Number.isFinite(issuedMs) ? new Date(issuedMs) : null;
}

/** The public session an anonymous token stands for, seen now. */
export function anonymousSession(token: string, createdAt: Date, now: Date): Session {
  return {
    token,
    idHash: sha256(token),
    stage: 'PUBLIC',
    createdAt,
    lastSeenAt: now,
    authenticatedAt: null,
    data: {},
    user: null,
  };
}

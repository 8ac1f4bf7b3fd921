import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathTo, ROUTES, type FederationFailure } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { OidcConfig } from '../../platform/config-oidc';
import { randomToken, safeEqual, sha256 } from '../../platform/crypto';
import type { AppContext } from '../../platform/http/context';
import { createAccount, passkeyOnly, passkeyRequired, secondStep } from '../identity/service';
import type { MfaConfig } from '../../platform/config';
import { authorizationRequest, FederationFailed, redeemCode, type ProviderIdentity } from './provider';
import { accountById, addLink, linkedAccount, saveRequest, takeRequest } from './repo';

/** The browser's handle on its started sign-in (httpOnly; the server keeps what it stands for). */
export const FEDERATION_COOKIE = 'portal_oidc';
/** A resident has this long at the provider before the started sign-in is worthless. */
const REQUEST_TTL_MS = 10 * 60_000;
/** RFC 8176: the provider reports that it used more than one factor. */
const MULTI_FACTOR_AMR = 'mfa';

function enabled(ctx: AppContext): OidcConfig {
  if (!ctx.config.oidc) throw new FederationFailed('OFF');
  return ctx.config.oidc;
}

/** Where the browser goes when a provider sign-in did not finish: the return screen, which explains. */
export function failureLocation(error: unknown, req: FastifyRequest): string {
  const reason: FederationFailure = error instanceof FederationFailed ? error.reason : 'FAILED';
  if (!(error instanceof FederationFailed) || reason === 'FAILED' || reason === 'UNAVAILABLE') {
    const err = error instanceof FederationFailed ? (error.cause ?? error) : error;
    req.log.warn({ err }, 'provider sign-in failed');
  }
  return pathTo(ROUTES.ssoReturn, {}, { error: reason });
}

/** Starts a provider sign-in: keeps state, nonce and PKCE verifier on the server; answers the provider URL. */
export async function beginSignIn(req: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { ctx } = req.server;
  const { pending, url } = await authorizationRequest(enabled(ctx));
  const handle = randomToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + REQUEST_TTL_MS);
  await saveRequest(ctx.db, { handleHash: sha256(handle), ...pending, expiresAt }, now);
  reply.setCookie(FEDERATION_COOKIE, handle, {
    path: '/',
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries it.
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: REQUEST_TTL_MS / 1000,
  });
  return url.href;
}

/**
 * The provider's answer: the started sign-in must exist in this browser, be unused and fresh,
 * and carry the same state; the code is redeemed with its verifier and the ID token checked.
 * Answers where the browser goes next.
 */
export async function finishSignIn(req: FastifyRequest, reply: FastifyReply, mfa: MfaConfig): Promise<string> {
  const { ctx } = req.server;
  const c = enabled(ctx);
  const handle = req.cookies[FEDERATION_COOKIE];
  reply.clearCookie(FEDERATION_COOKIE, { path: '/' });
  const pending = handle ? await takeRequest(ctx.db, sha256(handle), clock.now()) : undefined;
  if (!pending) throw new FederationFailed('EXPIRED');
  const callbackUrl = new URL(c.redirectUrl);
  callbackUrl.search = new URL(req.url, 'http://callback').search;
  const state = callbackUrl.searchParams.get('state');
  if (!state || !safeEqual(state, pending.state)) throw new FederationFailed('STATE_MISMATCH');
  const identity = await redeemCode(c, callbackUrl, pending);
  const userId = await accountFor(ctx, identity, req.ip);
  return signInAccount(req, reply, mfa, userId, identity);
}

/** The account of a provider identity: its link, or a new STANDARD account made from the verified claims. */
async function accountFor(ctx: AppContext, identity: ProviderIdentity, ip: string): Promise<string> {
  const { issuer, subject } = identity;
  const now = clock.now();
  const existing = await linkedAccount(ctx.db, issuer, subject, now);
  if (existing) return existing;
  const created = await ctx.db
    .transaction(async (tx) => {
      const user = await createAccount(tx, {
        // Nobody types these: the account signs in through the provider (a password can be set later).
        username: `id-${randomBytes(8).toString('hex')}`,
        password: randomToken(),
        firstName: (identity.givenName ?? '').slice(0, 60),
        lastName: (identity.familyName ?? '').slice(0, 60),
        email: identity.email,
      });
      if (!(await addLink(tx, issuer, subject, user.id, now))) throw new LinkedMeanwhile();
      const who = { actorUserId: user.id, entity: 'user', entityId: user.id, ip };
      await audit(tx, { ...who, action: 'account.created', detail: { issuer } });
      return user.id;
    })
    .catch(async (error: unknown) => {
      // The same person finished a second sign-in at the same moment: use the account it made.
      if (error instanceof LinkedMeanwhile) return linkedAccount(ctx.db, issuer, subject, now);
      throw error;
    });
  if (!created) throw new FederationFailed('FAILED');
  return created;
}

class LinkedMeanwhile extends Error {}

/**
 * Signs the account in the way the password sign-in does (ADR 0104): accounts that need the
 * portal's code after a password need it here too, unless the provider reports multi-factor.
 */
async function signInAccount(
  req: FastifyRequest,
  reply: FastifyReply,
  mfa: MfaConfig,
  userId: string,
  identity: ProviderIdentity,
): Promise<string> {
  const { ctx } = req.server;
  const user = await accountById(ctx.db, userId);
  if (!user) throw new FederationFailed('FAILED');
  const detail = { issuer: identity.issuer };
  const who = { actorUserId: user.id, entity: 'user', entityId: user.id, ip: req.ip, detail };
  const providerMfa = identity.amr.includes(MULTI_FACTOR_AMR);
  // A staff or provider account with a passkey signs in only with it (ADR 0132), whoever vouches.
  if (await passkeyOnly(ctx.db, user)) {
    await passkeyRequired(ctx.db, user, req.ip);
    return `${ROUTES.login}?passkey=required`;
  }
  const step = await secondStep(req, reply, mfa, user, providerMfa);
  if (step.next === 'LOCKED') {
    await audit(ctx.db, { ...who, action: 'login.locked' });
    return user.providerNewborn ? ROUTES.mfaAutoNewbornLocked : ROUTES.mfaAccountLocked;
  }
  if (step.next === 'MFA') {
    await audit(ctx.db, { ...who, action: 'login.provider' });
    return pathTo(ROUTES.mfaQuestions, { uuid: step.loginAttemptId });
  }
  await audit(ctx.db, { ...who, action: 'login.succeeded', detail: { ...who.detail, providerMfa } });
  return ROUTES.ssoReturn;
}

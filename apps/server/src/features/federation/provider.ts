import * as oidc from 'openid-client';
import type { FederationFailure } from '@portal/contracts';
import type { OidcConfig } from '../../platform/config-oidc';

/** A provider sign-in that did not finish, with the reason the return screen explains. */
export class FederationFailed extends Error {
  constructor(
    readonly reason: FederationFailure,
    options?: { cause?: unknown },
  ) {
    super(`provider sign-in failed: ${reason}`, options);
  }
}

const SCOPE = 'openid profile email';

/** One discovery per issuer and client, reused; a failed one is forgotten so the next sign-in tries again. */
let discovered: { key: string; config: Promise<oidc.Configuration> } | undefined;

function providerConfiguration(c: OidcConfig): Promise<oidc.Configuration> {
  const key = `${c.issuerUrl.href} ${c.clientId}`;
  if (discovered?.key === key) return discovered.config;
  const auth = c.clientSecret ? oidc.ClientSecretBasic(c.clientSecret) : oidc.None();
  // Plain HTTP only reaches here outside production (config.ts refuses it there).
  const options = c.issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const config = oidc.discovery(c.issuerUrl, c.clientId, undefined, auth, options);
  discovered = { key, config };
  config.catch(() => {
    if (discovered?.config === config) discovered = undefined;
  });
  return config;
}

async function reachProvider(c: OidcConfig): Promise<oidc.Configuration> {
  try {
    return await providerConfiguration(c);
  } catch (cause) {
    throw new FederationFailed('UNAVAILABLE', { cause });
  }
}

/** What the callback must check later: kept on the server, never in the browser. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A fresh state, nonce and PKCE verifier, and the provider's authorization URL for them. */
export async function authorizationRequest(c: OidcConfig): Promise<{ pending: PendingSignIn; url: URL }> {
  const config = await reachProvider(c);
  const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: c.redirectUrl.href,
    scope: SCOPE,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { pending, url };
}

/** The verified identity: the ID token's claims, completed from the userinfo endpoint. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  givenName: string | undefined;
  familyName: string | undefined;
  /** Only an address the provider says it verified. */
  email: string | undefined;
  /** Authentication methods the provider reports (RFC 8176), e.g. "mfa". */
  amr: string[];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Exchanges the code (with the PKCE verifier) and validates the ID token: signature, issuer,
 * audience, expiry, nonce and state are checked by openid-client. `callbackUrl` is the
 * registered redirect URL with the query the provider sent.
 */
export async function redeemCode(c: OidcConfig, callbackUrl: URL, pending: PendingSignIn): Promise<ProviderIdentity> {
  const config = await reachProvider(c);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (cause) {
    throw new FederationFailed(cause instanceof oidc.AuthorizationResponseError ? 'REFUSED' : 'FAILED', { cause });
  }
  const claims = tokens.claims()!;
  let profile: Record<string, unknown> = claims;
  if (!(text(claims.given_name) && text(claims.family_name)) && config.serverMetadata().userinfo_endpoint) {
    // Providers that keep profile claims out of the ID token give them at userinfo (sub checked to match).
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => ({}));
    profile = { ...info, ...claims };
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    givenName: text(profile.given_name),
    familyName: text(profile.family_name),
    email: profile.email_verified === true ? text(profile.email) : undefined,
    amr: Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [],
  };
}

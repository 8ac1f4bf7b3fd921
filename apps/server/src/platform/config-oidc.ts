import { CALLS } from '@portal/contracts';

/** Sign-in with the state's identity provider (ADR 0104). */
export interface OidcConfig {
  /** The provider's issuer identifier; its discovery document is read from there. */
  issuerUrl: URL;
  clientId: string;
  /** Unset for a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** This portal's callback as registered with the provider. */
  redirectUrl: URL;
}

function url(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

interface OidcVars {
  issuer: string | undefined;
  clientId: string | undefined;
  secret: string | undefined;
  redirect: string | undefined;
}

/**
 * OIDC_ISSUER_URL turns provider sign-in on; it then needs OIDC_CLIENT_ID, and OIDC_REDIRECT_URL
 * in production (elsewhere it defaults to this server on localhost). Production refuses plain HTTP.
 */
export function oidcConfig(v: OidcVars, nodeEnv: string, port: number): OidcConfig | undefined {
  if (!v.issuer) return undefined;
  const issuerUrl = url('OIDC_ISSUER_URL', v.issuer);
  if (!v.clientId) throw new Error('OIDC_CLIENT_ID must be set when OIDC_ISSUER_URL is');
  if (!v.redirect && nodeEnv === 'production') throw new Error('OIDC_REDIRECT_URL must be set in production');
  const redirectUrl = url(
    'OIDC_REDIRECT_URL',
    v.redirect ?? `http://localhost:${port}${CALLS.federationCallback.path}`,
  );
  const plain = [issuerUrl, redirectUrl].some((u) => u.protocol !== 'https:');
  if (plain && nodeEnv === 'production') {
    throw new Error('OIDC_ISSUER_URL and OIDC_REDIRECT_URL must use https in production');
  }
  return { issuerUrl, clientId: v.clientId, clientSecret: v.secret, redirectUrl };
}

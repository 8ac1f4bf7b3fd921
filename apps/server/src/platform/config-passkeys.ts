/**
 * Passkeys (WebAuthn, ADR 0131): the relying party is the portal's public address. A passkey is
 * bound by the browser to the RP ID (the host name) and every answer names the page's origin, so
 * an answer made on a look-alike site's page is refused.
 */
export interface PasskeyConfig {
  /** The host name passkeys are made for (no scheme, no port). */
  rpId: string;
  /** The only origin whose pages may use them: scheme, host and port of PORTAL_PUBLIC_URL. */
  origin: string;
  /** What the person's device shows when asked to make or use a passkey. */
  rpName: string;
  /** How long a challenge may be answered, and its single use. */
  challengeTtlMs: number;
}

const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * Derives the relying party from the public address. Browsers offer WebAuthn only on secure pages
 * (HTTPS, or http://localhost), so a portal published over plain HTTP elsewhere has no passkeys.
 */
export function passkeyConfig(publicUrl: string, rpName: string): PasskeyConfig {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PORTAL_PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return { rpId: url.hostname, origin: url.origin, rpName, challengeTtlMs: CHALLENGE_TTL_MS };
}

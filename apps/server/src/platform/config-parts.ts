/** Shapes and defaults the configuration (config.ts) builds from the environment. */

/** Thresholds of the two-step sign-in (ADR 0007). */
export interface MfaConfig {
  /** A security code works for this long. */
  codeTtlMs: number;
  /** The whole sign-in between password and code must finish within this. */
  attemptTtlMs: number;
  /** Wrong codes in a row before the account is locked. */
  maxWrongCodes: number;
  /** How long a lock lasts. */
  lockMs: number;
  /** Locks without a successful sign-in in between before the enhanced features are disabled. */
  lockoutsBeforeDelink: number;
  /** Codes one sign-in (or one contact change) may ask for. */
  maxSendsPerAttempt: number;
  /** A remembered browser skips the code for this many days. */
  trustedDeviceDays: number;
  /** Changing a contact method needs a sign-in no older than this. */
  freshSignInMs: number;
}

/** Where outbox messages go. Unset transports leave their channel's messages queued (development mailbox). */
export interface DeliveryConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** The SMS provider's bearer token on a text a person sent back (STOP); unset: refused. */
  smsInboundToken: string | undefined;
  /** Where the portal takes bounces (DSNs) by SMTP, when set (ADR 0912). */
  bounces?: { host: string; port: number };
  /** Tries before a message is marked FAILED for staff to look at. */
  maxAttempts: number;
  /** How often the worker looks for due messages. */
  pollMs: number;
}

/** The neutral brand shipped by default, [English, Spanish] (ADR 0005). */
export const BRAND_DEFAULTS = {
  stateName: ['State of Example', 'Estado de Ejemplo'],
  agencyName: ['Department of Health and Human Services', 'Departamento de Salud y Servicios Humanos'],
  portalName: ['Benefits Portal', 'Portal de Beneficios'],
} as const;

/**
 * A brand name in both languages. Without its `_ES` variable the Spanish name is the default
 * Spanish one while the English name is the default, and otherwise the English name the
 * deployer set (a name, not a sentence, so showing it untranslated is the lesser harm).
 */
export function brandText(key: keyof typeof BRAND_DEFAULTS, en: string, es: string | undefined) {
  const [defaultEn, defaultEs] = BRAND_DEFAULTS[key];
  const fallback = en === defaultEn ? defaultEs : en;
  return { en, es: es ?? fallback };
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { FieldCipher } from './crypto';
import type { Db } from './db';
import { appSecrets } from './db/schema';

export interface Keys {
  /** Signs CSRF tokens (HMAC of the session token). */
  sessionKey: Buffer;
  /** Encrypts personal data at rest. */
  piiKey: Buffer;
  /** Earlier personal-data keys: they read rows the re-encryption has not reached yet. */
  piiOldKeys: Buffer[];
  /** The blind-index key, when it is configured apart from the personal-data key (after a rotation). */
  piiIndexKey: Buffer | undefined;
}

function decodeKey(name: string, value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
}

/**
 * Keys come from the environment. Outside production, a missing key is generated once and
 * kept in the database, so every process on that database (and every restart) agrees.
 */
/** The field cipher of these keys: the current key writes, every configured key reads. */
export function cipherOf(keys: Keys): FieldCipher {
  return new FieldCipher(keys.piiKey, { oldKeys: keys.piiOldKeys, indexKey: keys.piiIndexKey });
}

export async function loadKeys(db: Db, config: Config): Promise<Keys> {
  async function key(name: 'session' | 'pii', configured: string | undefined): Promise<Buffer> {
    if (configured) return decodeKey(name, configured);
    if (config.nodeEnv === 'production') throw new Error(`The ${name} key must be configured in production`);
    await db
      .insert(appSecrets)
      .values({ name, value: randomBytes(32).toString('base64') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
    return decodeKey(name, row!.value);
  }
  return {
    sessionKey: await key('session', config.secrets.sessionKey),
    piiKey: await key('pii', config.secrets.piiKey),
    piiOldKeys: config.secrets.piiOldKeys.map((k, i) => decodeKey(`PORTAL_PII_OLD_KEYS[${i}]`, k)),
    piiIndexKey: config.secrets.piiIndexKey ? decodeKey('PORTAL_PII_INDEX_KEY', config.secrets.piiIndexKey) : undefined,
  };
}

import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for cookies and links: 32 bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function hmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** A key's short public name, written in each ciphertext so the key that reads it is found at once. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

/** The blind-index key a personal-data key gives when no separate index key is configured. */
export function indexKeyOf(piiKey: Buffer): Buffer {
  return createHmac('sha256', piiKey).update('blind-index').digest();
}

function checkKey(key: Buffer): Buffer {
  if (key.length !== 32) throw new Error('The PII key must be 32 bytes');
  return key;
}

/**
 * Field encryption for personal data at rest (SSN, birth date): AES-256-GCM with a random
 * nonce, stored as "v2.<key id>.<nonce>.<tag>.<ciphertext>" (rows written before key rotation
 * existed are "v1.<nonce>.<tag>.<ciphertext>" and are read with whichever key opens them).
 * New values are always written with the current key; earlier keys (`oldKeys`) only read, until
 * the re-encryption worker (pii-rotation.ts) has rewritten every row with the current key.
 *
 * A blind index (HMAC) lets the server find a person by SSN without decrypting every row. Its
 * key does not rotate with the encryption key (the stored indexes would stop matching): it is
 * `indexKey` when given, else derived from the current key, which is the same thing until the
 * first rotation (docs/OPERATIONS.md, ADR 0830).
 */
export class FieldCipher {
  private readonly key: Buffer;
  private readonly indexKey: Buffer;
  /** Every key that may read, by id: the current one first. */
  private readonly readers: Map<string, Buffer>;
  readonly keyId: string;

  constructor(key: Buffer, options: { oldKeys?: Buffer[]; indexKey?: Buffer } = {}) {
    this.key = checkKey(key);
    this.keyId = keyIdOf(key);
    this.indexKey = options.indexKey ? checkKey(options.indexKey) : indexKeyOf(key);
    this.readers = new Map([[this.keyId, key]]);
    for (const old of options.oldKeys ?? []) this.readers.set(keyIdOf(checkKey(old)), old);
  }

  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v2',
      this.keyId,
      nonce.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  decrypt(stored: string): string {
    const parts = stored.split('.');
    if (parts[0] === 'v2' && parts.length === 5) {
      const key = this.readers.get(parts[1]!);
      if (!key) throw new Error('The key of this ciphertext is not configured');
      return open(key, parts[2]!, parts[3]!, parts[4]!);
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      // No key id: the authentication tag tells which key wrote it.
      for (const key of this.readers.values()) {
        try {
          return open(key, parts[1]!, parts[2]!, parts[3]!);
        } catch {
          // not this key
        }
      }
      throw new Error('No configured key opens this ciphertext');
    }
    throw new Error('Unknown ciphertext format');
  }

  /** True when `stored` is written with the current key (nothing for the rotation to do). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(this.currentPrefix);
  }

  /** What every value written with the current key starts with. */
  get currentPrefix(): string {
    return `v2.${this.keyId}.`;
  }

  /** Whether keys other than the current one are configured (a rotation may be under way). */
  get rotating(): boolean {
    return this.readers.size > 1;
  }

  blindIndex(plain: string): string {
    return hmac(this.indexKey, plain);
  }
}

function open(key: Buffer, nonce: string, tag: string, body: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

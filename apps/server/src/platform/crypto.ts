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

/**
 * Field encryption for personal data at rest (SSN, birth date): AES-256-GCM with a random
 * nonce, stored as "v1.<nonce>.<tag>.<ciphertext>". A blind index (HMAC) lets the server find a
 * person by SSN without decrypting every row.
 */
export class FieldCipher {
  private readonly key: Buffer;
  private readonly indexKey: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The PII key must be 32 bytes');
    this.key = key;
    this.indexKey = createHmac('sha256', key).update('blind-index').digest();
  }

  encrypt(plain: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      'v1',
      nonce.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  decrypt(stored: string): string {
    const [version, nonce, tag, body] = stored.split('.');
    if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  blindIndex(plain: string): string {
    return hmac(this.indexKey, plain);
  }
}

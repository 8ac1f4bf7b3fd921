import {
  createECDH,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { urlOf } from '@portal/contracts/calls';

/**
 * A software WebAuthn authenticator for API tests: an ES256 key pair per passkey, answers in the
 * browser's JSON form (base64url), attestation "none". It answers whatever origin and RP ID it is
 * told, so a test can play a look-alike site.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The little CBOR WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const counterBytes = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** User present and user verified (face, fingerprint or screen lock). */
const UP_UV = 0x01 | 0x04;
const ATTESTED = 0x40;

export interface Where {
  origin: string;
  rpId: string;
}

/** A P-256 key pair whose private key is `seed`'s SHA-256 (a key any process can make again). */
function keyPairFrom(seed: string): { privateKey: KeyObject; publicKey: KeyObject } {
  const d = sha256(seed);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) };
  return {
    privateKey: createPrivateKey({ key: { ...jwk, d: b64url(d) }, format: 'jwk' }),
    publicKey: createPublicKey({ key: jwk, format: 'jwk' }),
  };
}

export class SoftPasskey {
  readonly credentialId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;
  userHandle: string | undefined;

  /**
   * A new random passkey; or, with `seed`, the same passkey every time (key and credential id from
   * the seed) that keeps no signature counter, as many phone passkeys do: every worker of a test
   * run can sign a staff account in with it without sharing state.
   */
  constructor(
    private readonly where: Where,
    private readonly seed?: string,
  ) {
    const pair = seed ? keyPairFrom(`passkey:${seed}`) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.credentialId = seed ? sha256(`credential:${seed}`) : randomBytes(32);
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** The answer to navigator.credentials.create() for these options (from the server). */
  register(options: Record<string, unknown>, at: Partial<Where> = {}) {
    const { origin, rpId } = { ...this.where, ...at };
    const user = options.user as { id: string };
    this.userHandle = user.id;
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 255]);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP_UV | ATTESTED]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      cbor(cose),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge as string, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The answer to navigator.credentials.get() for these options; the counter moves on by one. */
  authenticate(options: Record<string, unknown>, at: Partial<Where> & { counter?: number } = {}) {
    const { origin, rpId } = { ...this.where, ...at };
    this.counter = at.counter ?? (this.seed ? 0 : this.counter + 1);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([UP_UV]), counterBytes(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge as string, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

/** One JSON call of a test client (API test, browser test or bench): its status and parsed body. */
export type JsonPost = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** Adds the passkey to the signed-in account through the two calls Account Settings makes. */
export async function addSoftPasskey(post: JsonPost, passkey: SoftPasskey, name = 'Test key'): Promise<void> {
  const started = await post(urlOf('passkeyRegistrationOptions'), {});
  if (started.status !== 200) throw new Error(`passkey options: ${started.status} ${JSON.stringify(started.body)}`);
  const { options } = started.body as { options: Record<string, unknown> };
  const saved = await post(urlOf('passkeyRegister'), { name, response: passkey.register(options) });
  if (saved.status !== 200) throw new Error(`passkey not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** Signs in with the passkey, the username typed first; the sign-in call's answer. */
export async function signInWithSoftPasskey(post: JsonPost, passkey: SoftPasskey, username: string) {
  const started = await post(urlOf('passkeySignInOptions'), { username });
  if (started.status !== 200) throw new Error(`passkey sign-in options: ${started.status}`);
  const { options } = started.body as { options: Record<string, unknown> };
  return post(urlOf('passkeySignIn'), { response: passkey.authenticate(options) });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server and an SMS provider on localhost that take every message and count what they
 * got, for tests and benches of delivery. Each message is counted by its key: the id in its
 * Message-ID (`<key@domain>`) for an e-mail, the `Idempotency-Key` header for a text. A message
 * counts once it was taken in full (an e-mail cut off mid-way by a crash does not count).
 */
export interface LocalProviders {
  smtpUrl: string;
  smsUrl: string;
  /** Times each key arrived. */
  received: Map<string, number>;
  /** Messages taken in all, repeats included. */
  total(): number;
  /** Called as each message is taken, before it is answered. */
  onArrival?: () => void;
  close(): Promise<void>;
}

/** Starts both; `delayMs` holds each answer back that long (a provider some way off). */
export async function startLocalProviders(options: { delayMs?: number } = {}): Promise<LocalProviders> {
  const delayMs = options.delayMs ?? 0;
  const received = new Map<string, number>();
  let total = 0;
  const take = (key: string | undefined) => {
    total++;
    const k = key ?? '(no key)';
    received.set(k, (received.get(k) ?? 0) + 1);
    providers.onArrival?.();
  };
  const answer = (done: () => void) => (delayMs > 0 ? setTimeout(done, delayMs) : done());

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    // Connections a killed or pooled client leaves open are not waited for on close.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', () => {});
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        take(/^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1]);
        answer(() => callback());
      });
    },
  });
  // A client killed mid-conversation resets its connection: nothing to report.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const sms = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      take(req.headers['idempotency-key'] as string | undefined);
      answer(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const smsPort = (sms.address() as AddressInfo).port;

  const providers: LocalProviders = {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smsUrl: `http://127.0.0.1:${smsPort}/messages`,
    received,
    total: () => total,
    async close() {
      sms.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => sms.close(() => resolve())),
      ]);
    },
  };
  return providers;
}

import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../platform/db';
import { readDsn } from './dsn';
import { recordReceipt } from './receipts';

/** A DSN is a short report with the returned headers or message: larger mail is refused. */
const MAX_BYTES = 1_000_000;

export interface BounceListener {
  port: number;
  close(): Promise<void>;
}

/**
 * Reads the delivery status notifications returned to the sender's address (ADR 0912): the mail
 * server that receives that address hands them on to this small SMTP listener (on the private
 * network, BOUNCE_SMTP_HOST/PORT). A failed recipient marks its message FAILED, a delivered one
 * DELIVERED; anything else (a person's reply, an auto-reply, a delay notice) is taken and dropped.
 * A DSN counts only when the key in its returned Message-ID and the failed address both match a
 * message the portal sent to that address.
 */
export async function startBounceListener(
  db: Db,
  where: { host: string; port: number },
  log?: FastifyBaseLogger,
): Promise<BounceListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    size: MAX_BYTES,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', () => {});
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('552 message too large'), { responseCode: 552 }));
          return;
        }
        takeReport(db, Buffer.concat(chunks).toString('utf8'), log).then(
          () => callback(),
          (err: unknown) => {
            log?.error({ err }, 'bounce not recorded');
            // A temporary failure: the sending server tries again later.
            callback(Object.assign(new Error('451 try again later'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  server.on('error', (err) => log?.warn({ err }, 'bounce listener connection failed'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Records what one DSN says of the message it returns; returns how many receipts were new. */
export async function takeReport(db: Db, raw: string, log?: FastifyBaseLogger): Promise<number> {
  const dsn = readDsn(raw);
  if (!dsn?.key) return 0;
  let recorded = 0;
  for (const r of dsn.recipients) {
    const outcome = r.action === 'failed' ? 'FAILED' : r.action === 'delivered' ? 'DELIVERED' : null;
    if (!outcome) continue;
    const detail = [r.status, r.diagnostic].filter(Boolean).join(' ');
    const done = await recordReceipt(db, {
      messageId: dsn.key,
      channel: 'EMAIL',
      outcome,
      detail,
      recipient: r.address,
    });
    if (done === 'RECORDED') recorded++;
    else if (done === 'UNKNOWN') log?.info({ key: dsn.key }, 'bounce for no message of ours');
  }
  return recorded;
}

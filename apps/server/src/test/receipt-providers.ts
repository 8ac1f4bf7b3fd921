import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

/**
 * Providers that answer with receipts, for tests of delivery receipts (ADR 0912): an SMTP server
 * that takes every message and, for the addresses chosen to bounce, sends a delivery status
 * notification (RFC 3464) back to the sender's mail server (the portal's bounce listener); and an
 * SMS provider that takes every text and posts a status callback to the portal (delivered, or
 * undeliverable for the numbers chosen), with the portal's bearer token.
 */
export interface ReceiptProviders {
  smtpUrl: string;
  smsUrl: string;
  /** The DSNs and callbacks sent so far (each resolves when the portal answered). */
  settled(): Promise<void>;
  /** Answers of the portal to the callbacks, by status code. */
  callbackAnswers: number[];
  close(): Promise<void>;
}

/** A port nobody listens on now (for a listener the app starts from its configuration). */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** The DSN a mail server writes when `to` has no mailbox: the returned headers keep the Message-ID. */
export function dsnFor(o: { from: string; to: string; messageId: string; subject: string }): string {
  const boundary = `dsn-${Math.random().toString(36).slice(2)}`;
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.test>',
    `To: ${o.from}`,
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status;`,
    `\tboundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    `Your message to <${o.to}> could not be delivered.`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.test',
    '',
    `Final-Recipient: rfc822; ${o.to}`,
    'Original-Recipient: rfc822;',
    `  ${o.to}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 <' + o.to + '>: Recipient address rejected: no such user',
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${o.messageId}`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export async function startReceiptProviders(o: {
  /** The portal's bounce listener. */
  bounceTo: { host: string; port: number };
  /** The portal's SMS status callback address and bearer token. */
  statusUrl: string;
  statusToken: string;
  bounces: (address: string) => boolean;
  undeliverable: (phone: string) => boolean;
}): Promise<ReceiptProviders> {
  const pending: Promise<unknown>[] = [];
  const callbackAnswers: number[] = [];
  const returner = nodemailer.createTransport({
    host: o.bounceTo.host,
    port: o.bounceTo.port,
    secure: false,
    ignoreTLS: true,
  });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
        const subject = /^Subject:\s*(.*)$/im.exec(raw)?.[1] ?? '';
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        for (const r of session.envelope.rcptTo) {
          if (!o.bounces(r.address)) continue;
          // Accepted now, returned later: as a mail server that finds out after taking the message.
          const dsn = dsnFor({ from, to: r.address, messageId, subject });
          pending.push(returner.sendMail({ envelope: { from: '', to: from }, raw: dsn }));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  const sms = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string;
      const { to } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: key }));
      const status = o.undeliverable(to.replace(/^\+1/, '')) ? 'undeliverable' : 'delivered';
      pending.push(
        fetch(o.statusUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${o.statusToken}` },
          body: JSON.stringify({ messageId: key, status }),
        }).then((r) => callbackAnswers.push(r.status)),
      );
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    smsUrl: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/messages`,
    callbackAnswers,
    async settled() {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
    async close() {
      returner.close();
      sms.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => sms.close(() => resolve())),
      ]);
    },
  };
}

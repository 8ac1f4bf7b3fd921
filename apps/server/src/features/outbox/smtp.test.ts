import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock';
import { outboxMessages } from '../../platform/db/schema';
import { enqueueMessage } from '../../platform/outbox';
import { buildTransports, deliverDue } from '../../platform/outbox-delivery';
import { startTestApp, type TestApp } from '../../test/harness';

/** What the SMTP server on localhost accepted: envelope, who signed in, and the raw message. */
interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

let t: TestApp;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  t = await startTestApp({ demo: false });
  // A real SMTP server: the portal's account must sign in; one mailbox does not exist.
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 'mail-secret') callback(null, { user: auth.username });
      else callback(new Error('535 authentication failed'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) callback(new Error('550 no such mailbox'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(resolve));
  await t?.close();
});

const transports = (password = 'mail-secret') =>
  buildTransports({
    smtpUrl: `smtp://portal:${password}@127.0.0.1:${port}`,
    mailFrom: 'Benefits Portal <no-reply@portal.example>',
    smsGatewayUrl: undefined,
    smsGatewayToken: undefined,
    smsInboundToken: undefined,
    maxAttempts: 3,
    pollMs: 1000,
  });

/** A short English notice by e-mail to `recipient`. */
const notice = (recipient: string) =>
  enqueueMessage(t.db, {
    channel: 'EMAIL',
    recipient,
    templateKey: 'test.notice',
    subject: { en: 'Notice', es: 'Aviso' },
    body: { en: 'Hello', es: 'Hola' },
  });

const status = async (id: string) => (await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe('e-mail through a real SMTP server', () => {
  it('signs in and delivers the message in the person’s language, from the configured sender', async () => {
    const id = await enqueueMessage(t.db, {
      channel: 'EMAIL',
      recipient: 'ana.rivera@example.com',
      templateKey: 'test.notice',
      locale: 'es',
      subject: { en: 'You have a new notice', es: 'Tiene un aviso nuevo' },
      body: { en: 'Read it in your account.', es: 'Léalo en su cuenta.' },
    });
    expect(await deliverDue(t.db, transports(), { maxAttempts: 3 })).toEqual({ sent: 1, failed: 0 });
    expect(await status(id)).toMatchObject({ status: 'SENT' });
    const mail = received.at(-1)!;
    expect(mail).toMatchObject({ from: 'no-reply@portal.example', to: ['ana.rivera@example.com'], user: 'portal' });
    expect(mail.raw).toMatch(/^Subject: Tiene un aviso nuevo\r?$/m);
    expect(mail.raw).toMatch(/^From: Benefits Portal <no-reply@portal\.example>\r?$/m);
    // The Spanish body, accents included, survives the transfer encoding.
    expect(mail.raw).toContain('L=C3=A9alo en su cuenta.');
    // The outbox message's id is the Message-ID: a repeat after a crash is recognisably the same e-mail.
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <${id}@portal\\.example>\\r?$`, 'm'));
  });

  it('keeps a message queued when the server refuses the password, and tries again later', async () => {
    const before = received.length;
    const id = await notice('jordan.smith@example.com');
    expect(await deliverDue(t.db, transports('wrong'), { maxAttempts: 3 })).toEqual({ sent: 0, failed: 1 });
    expect(await status(id)).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect((await status(id)).lastError).toMatch(/535|auth/i);
    expect(received.length).toBe(before);
    clock.advance(61_000);
    expect(await deliverDue(t.db, transports(), { maxAttempts: 3 })).toEqual({ sent: 1, failed: 0 });
    expect(received.at(-1)!.to).toEqual(['jordan.smith@example.com']);
  });

  it('marks a message the server will never take as failed after the last try, for staff to see', async () => {
    const id = await notice('nobody@example.com');
    for (let i = 0; i < 3; i++) {
      await deliverDue(t.db, transports(), { maxAttempts: 3 });
      clock.advance(5 * 60_000);
    }
    const row = await status(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(row.lastError).toMatch(/550/);
  });
});

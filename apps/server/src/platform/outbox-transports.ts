import nodemailer from 'nodemailer';
import type { DeliveryConfig } from './config';
import type { OutboxChannel } from './outbox';

/**
 * Sends one message or throws. `key` is the outbox message's id: the same on every try of that
 * message, so a provider (or a mail reader) can tell a repeat from a new message.
 */
export type Transport = (message: { recipient: string; subject: string; body: string }, key: string) => Promise<void>;

/** Messages sent at once by one process, and the SMTP connections kept open for them. */
export const SEND_CONCURRENCY = 8;

/** The domain of the sender's address, for Message-IDs (`<id@domain>`). */
function mailDomain(mailFrom: string): string {
  return /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'portal.invalid';
}

/**
 * The transports of the channels that are configured. E-mail goes through a small pool of SMTP
 * connections that are reused from message to message (settings in the SMTP_URL win: `?pool=false`
 * turns it off) and closed after two idle seconds. Every try carries the outbox message's id:
 * as the e-mail's Message-ID, and as the `Idempotency-Key` header of the SMS provider's call.
 * A message is sent again only after a crash between the send and marking it SENT (or a claim
 * that ran out); a provider that honours the key, or a reader that groups by Message-ID, then
 * sees it once.
 */
export function buildTransports(config: DeliveryConfig): Partial<Record<OutboxChannel, Transport>> {
  const transports: Partial<Record<OutboxChannel, Transport>> = {};
  if (config.smtpUrl) {
    const mailer = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: SEND_CONCURRENCY,
      idleTimeout: 2_000,
      // A server that stops answering must not hold a message past its claim (five minutes).
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    const domain = mailDomain(config.mailFrom);
    transports.EMAIL = async (m, key) => {
      await mailer.sendMail({
        from: config.mailFrom,
        to: m.recipient,
        subject: m.subject,
        text: m.body,
        messageId: `<${key}@${domain}>`,
      });
    };
  }
  if (config.smsGatewayUrl) {
    const url = config.smsGatewayUrl;
    transports.SMS = async (m, key) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: `+1${m.recipient}`, text: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      // The answer's body is not needed; reading it off frees the connection for the next text.
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    };
  }
  return transports;
}

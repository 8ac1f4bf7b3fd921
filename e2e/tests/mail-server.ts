import nodemailer from 'nodemailer';
import { dsnFor } from '@portal/server/test/receipt-providers';
import { E2E_PORT } from '../identity-provider';

/**
 * The portal's bounce listener in the suite's server (BOUNCE_SMTP_PORT, playwright.config.ts):
 * where the mail server that receives the sender's address hands on what it returns. Offset from
 * the portal's port, so parallel runs on different E2E_PORTs do not meet.
 */
export const BOUNCE_PORT = E2E_PORT + 2000;

/**
 * What the resident's mail server does with an e-mail it cannot deliver: a delivery status
 * notification (RFC 3464) returned to the sender, keeping the Message-ID the portal sent it with
 * (`<outbox id@domain>`). Resolves once the portal's listener has taken it.
 */
export async function returnAsUndeliverable(message: { id: string; recipient: string; subject: string }) {
  const returner = nodemailer.createTransport({ host: '127.0.0.1', port: BOUNCE_PORT, secure: false, ignoreTLS: true });
  const raw = dsnFor({
    from: 'no-reply@portal.example',
    to: message.recipient,
    messageId: `<${message.id}@portal.example>`,
    subject: message.subject,
  });
  await returner.sendMail({ envelope: { from: '', to: 'no-reply@portal.example' }, raw });
  returner.close();
}

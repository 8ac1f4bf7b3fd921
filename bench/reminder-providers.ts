/**
 * The SMS provider and SMTP server of apps/server/src/test/receipt-providers.ts in a process of
 * their own, for bench/reminders-month.ts (forked, over IPC), so the bench's CPU figure is the
 * portal's alone. The SMS provider posts a status callback for every text to the portal's real
 * status call (STATUS_URL, with STATUS_TOKEN): "undeliverable" for numbers starting 9195,
 * "delivered" otherwise; the SMTP server returns the mail of the addresses `bounces` names to the
 * portal's bounce listener (BOUNCE_PORT) as a delivery status notification. Sends its addresses
 * once listening; answers 'settle' once every callback and notification it sent was answered
 * (with how many callbacks got each status code); stops on 'stop'.
 */
import { startReceiptProviders } from '@portal/server/test/receipt-providers';
import { bounces } from './reminders-month-data';

const providers = await startReceiptProviders({
  bounceTo: { host: '127.0.0.1', port: Number(process.env.BOUNCE_PORT) },
  statusUrl: process.env.STATUS_URL!,
  statusToken: process.env.STATUS_TOKEN!,
  bounces,
  undeliverable: (phone) => phone.startsWith('9195'),
});
process.send!({ smtpUrl: providers.smtpUrl, smsUrl: providers.smsUrl });
process.on('message', (message) => {
  if (message === 'settle') {
    void providers.settled().then(() => {
      const answers: Record<string, number> = {};
      for (const code of providers.callbackAnswers) answers[code] = (answers[code] ?? 0) + 1;
      process.send!({ answers });
    });
  } else if (message === 'stop') {
    void providers.close().then(() => process.exit(0));
  }
});

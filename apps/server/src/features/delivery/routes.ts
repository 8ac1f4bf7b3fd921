import fp from 'fastify-plugin';
import { requireStaff, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { notFound } from '../../platform/http/errors';
import { startBounceListener, type BounceListener } from './bounces';
import { recordReceipt } from './receipts';
import { caseReminders, reminderReport } from './report';
import { unreachableOf } from './unreachable';

/**
 * Delivery receipts (ADR 0912): the SMS provider's status callback (authenticated like an inbound
 * text), the bounce listener when BOUNCE_SMTP_PORT is set, the person's unreachable contacts, and
 * the office's reminder figures.
 */
export const routes = fp(async (app) => {
  const { db, config } = app.ctx;

  endpoint(app, 'smsStatus', { access: 'gateway' }, async (req) => {
    const outcome = req.body.status === 'delivered' ? 'DELIVERED' : 'FAILED';
    const done = await recordReceipt(db, {
      messageId: req.body.messageId,
      channel: 'SMS',
      outcome,
      detail: req.body.status,
    });
    if (done === 'UNKNOWN') throw notFound();
    return { isSuccess: true };
  });

  endpoint(app, 'myUnreachableContacts', { access: 'user' }, async (req) =>
    unreachableOf(db, (await requireUser(req)).user.id),
  );

  endpoint(app, 'workerReminderReport', { access: 'staff' }, async (req) =>
    reminderReport(db, (await requireStaff(req)).user, config.timeZone),
  );

  endpoint(app, 'workerCaseReminders', { access: 'staff' }, async (req) =>
    caseReminders(db, (await requireStaff(req)).user, req.params.caseId, config.timeZone),
  );

  const where = config.delivery.bounces;
  if (where) {
    let listener: BounceListener | undefined;
    app.addHook('onReady', async () => {
      listener = await startBounceListener(db, where, app.log);
    });
    app.addHook('onClose', async () => listener?.close());
  }
});

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { t } from '../../platform/i18n';
import { primaryContactOf, subscribe, subscriptionOf, unsubscribe } from './enotices';
import { communicationPdf, listCommunications, markViewed } from './inbox';
import { mailingAddressOf, markPaperCopyMailed, paperCopyPdf, paperCopyQueue, requestPaperCopy } from './mail';

/** A notice's PDF, to open in the browser and never to keep in a shared cache. */
function sendPdf(reply: FastifyReply, id: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="notice-${id}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
}

/** The secure inbox: the signed-in person's own notices, nobody else's; and the print queue of paper copies. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { db } = app.ctx;

  endpoint(app, 'listComm', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return listCommunications(db, user.id);
  });

  endpoint(app, 'getENotices', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    const { pdf } = await communicationPdf(db, user.id, req.params.communicationId);
    return sendPdf(reply, req.params.communicationId, pdf);
  });

  endpoint(app, 'updateENoticeViewStatus', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    const answer = await markViewed(db, user.id, req.body.communicationID);
    // The header's unread count is read with the session: this process's copy goes at once.
    await app.ctx.sessions.userChanged(user.id);
    return answer;
  });

  endpoint(app, 'getMailingAddress', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    const mailingAddress = await mailingAddressOf(db, user.id);
    return { isSuccess: mailingAddress !== null, mailingAddress };
  });

  endpoint(app, 'sendByMail', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    const { queued, address } = await requestPaperCopy(db, user.id, req.params.communicationId);
    const message = queued
      ? t(req.locale, 'communications.mail.requested', { address: address! })
      : t(req.locale, 'communications.mail.noAddress', { phone: app.ctx.config.branding.phone });
    return { isSuccess: queued, message };
  });

  const who = (req: { ip: string }, userId: string) => ({ actorUserId: userId, ip: req.ip });
  endpoint(app, 'isSubscribed', { access: 'user' }, async (req) =>
    subscriptionOf(db, (await requireUser(req)).user.id, req.locale),
  );
  endpoint(app, 'primaryContactDtls', { access: 'user' }, async (req) =>
    primaryContactOf(db, (await requireUser(req)).user.id),
  );
  endpoint(app, 'subscribeEnotices', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return subscribe(db, user.id, req.locale, who(req, user.id));
  });
  endpoint(app, 'unsubscribeEnotices', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return unsubscribe(db, user.id, req.locale, who(req, user.id));
  });

  endpoint(app, 'workerPaperCopies', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return paperCopyQueue(db, user.id);
  });

  endpoint(app, 'workerPaperCopyPdf', { access: 'staff' }, async (req, reply) => {
    const { user } = await requireStaff(req);
    return sendPdf(reply, req.params.communicationId, await paperCopyPdf(db, user.id, req.params.communicationId));
  });

  endpoint(app, 'workerPaperCopyMailed', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return markPaperCopyMailed(db, user.id, req.params.communicationId);
  });
});

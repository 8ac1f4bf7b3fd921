import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireLinked, requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { listMessages, markMessageViewed, replyToMessage, unreadCount } from './messages';
import { markReplyRead, messageCases, sendOfficeMessage } from './office';
import { assignMessageToMe, messageQueue, releaseMessageOf } from './queue';
import { confirmTexts, personInformation, subscribeTexts, textReceived, unsubscribeTexts } from './texts';

/**
 * Text messages and secure messages: the person's own (an enhanced account linked to a case:
 * that is who a caseworker can write to), the office's on the staff side, and the SMS provider's
 * call when a person texts STOP.
 */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const { db, cipher, config } = ctx;
  const deps = { cipher, mfa: config.mfa };
  const who = (req: FastifyRequest, userId: string) => ({ actorUserId: userId, ip: req.ip });

  endpoint(app, 'getPersonInformation', { access: 'linked' }, async (req) =>
    personInformation(db, (await requireLinked(req)).user.id),
  );
  for (const [name, change] of [
    ['createTextMessageSubscription', false],
    ['updateTextMessageSubscription', true],
  ] as const) {
    endpoint(app, name, { access: 'linked' }, async (req) => {
      const { user } = await requireLinked(req);
      return subscribeTexts(db, deps, user.id, req.body, req.locale, who(req, user.id), change);
    });
  }
  endpoint(app, 'confirmTextMessageSubscription', { access: 'linked' }, async (req) => {
    const { user } = await requireLinked(req);
    return confirmTexts(db, deps, user.id, req.body.confirmationCode, req.locale, who(req, user.id));
  });
  endpoint(app, 'unsubscribeTextMessage', { access: 'linked' }, async (req) => {
    const { user } = await requireLinked(req);
    return unsubscribeTexts(db, user.id, req.locale, who(req, user.id));
  });

  endpoint(app, 'unreadSecureMessagesCount', { access: 'linked' }, async (req) => ({
    nfUnreadSecureMessagesCount: await unreadCount(db, (await requireLinked(req)).user.id),
  }));
  endpoint(app, 'listSecureMessages', { access: 'linked' }, async (req) =>
    listMessages(db, (await requireLinked(req)).user.id),
  );
  endpoint(app, 'updateSecureMessageViewStatus', { access: 'linked' }, async (req) =>
    markMessageViewed(db, (await requireLinked(req)).user.id, req.body.communicationID),
  );
  endpoint(app, 'replySecureMessage', { access: 'linked' }, async (req) => {
    const { user } = await requireLinked(req);
    return replyToMessage(db, user.id, req.body, who(req, user.id));
  });

  endpoint(app, 'workerSecureMessages', { access: 'staff' }, async (req) =>
    messageQueue(ctx, (await requireStaff(req)).user.id, req.query),
  );
  endpoint(app, 'workerSecureMessageCases', { access: 'staff' }, async (req) =>
    messageCases(db, (await requireStaff(req)).user.id),
  );
  endpoint(app, 'workerAssignSecureMessage', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return assignMessageToMe(ctx, { userId: user.id, ip: req.ip }, req.params.id, req.body.takeOver);
  });
  endpoint(app, 'workerReleaseSecureMessage', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return releaseMessageOf(ctx, { userId: user.id, ip: req.ip }, req.params.id);
  });
  endpoint(app, 'workerSendSecureMessage', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return sendOfficeMessage(db, user.id, req.body, who(req, user.id));
  });

  endpoint(app, 'workerReadSecureMessage', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return markReplyRead(db, user.id, req.params.id, who(req, user.id));
  });

  endpoint(app, 'smsInbound', { access: 'gateway' }, async (req) => {
    await textReceived(db, req.body.from, req.body.text);
    return { isSuccess: true };
  });
});

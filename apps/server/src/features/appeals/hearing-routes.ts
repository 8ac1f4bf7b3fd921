import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { sendDocument } from '../documents/service';
import { addHoliday, correctHoliday, holidayList, removeHoliday } from './holidays';
import { appealDetail, appealDocument, decideAppeal, scheduleHearing, type Officer } from './hearing';
import { appealQueue, assignAppealToMe, releaseAppealOf, type QueueActor } from './queue';

/** The hearing office's calls (hearing.ts): hearing officers and administrators only. */
export const hearingRoutes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const officer = async (
    req: FastifyRequest,
    role: 'HEARING_OFFICER' | 'ADMIN' = 'HEARING_OFFICER',
  ): Promise<Officer> => ({
    id: (await requireStaff(req, role)).user.id,
    ip: req.ip,
  });

  /** The hearing officer (or administrator) working the queue (queue.ts). */
  const queueActor = async (req: FastifyRequest): Promise<QueueActor> => ({
    user: (await requireStaff(req, 'HEARING_OFFICER')).user,
    ip: req.ip,
  });

  endpoint(app, 'workerAppeals', { access: 'hearing' }, async (req) =>
    appealQueue(ctx, await queueActor(req), req.query),
  );
  endpoint(app, 'workerAssignAppeal', { access: 'hearing' }, async (req) =>
    assignAppealToMe(ctx, await queueActor(req), req.params.id, req.body.takeOver),
  );
  endpoint(app, 'workerReleaseAppeal', { access: 'hearing' }, async (req) =>
    releaseAppealOf(ctx, await queueActor(req), req.params.id),
  );
  endpoint(app, 'workerAppeal', { access: 'hearing' }, async (req) => {
    await officer(req);
    return appealDetail(ctx, req.params.id, req.locale);
  });
  endpoint(app, 'workerScheduleHearing', { access: 'hearing' }, async (req) =>
    scheduleHearing(ctx, await officer(req), req.params.id, req.body, req.locale),
  );
  endpoint(app, 'workerDecideAppeal', { access: 'hearing' }, async (req) =>
    decideAppeal(ctx, await officer(req), req.params.id, req.body, req.locale),
  );
  endpoint(app, 'workerAppealDocument', { access: 'hearing' }, async (req, reply) =>
    sendDocument(
      reply,
      ctx.blobs,
      await appealDocument(ctx.db, await officer(req), req.params.id, req.params.attachmentId),
    ),
  );
  endpoint(app, 'workerHolidays', { access: 'hearing' }, async (req) => {
    await officer(req);
    return holidayList(ctx);
  });
  endpoint(app, 'workerAddHoliday', { access: 'admin' }, async (req) =>
    addHoliday(ctx, await officer(req, 'ADMIN'), req.body),
  );
  endpoint(app, 'workerCorrectHoliday', { access: 'admin' }, async (req) =>
    correctHoliday(ctx, await officer(req, 'ADMIN'), req.params.date, req.body),
  );
  endpoint(app, 'workerRemoveHoliday', { access: 'admin' }, async (req) =>
    removeHoliday(ctx, await officer(req, 'ADMIN'), req.params.date),
  );
});

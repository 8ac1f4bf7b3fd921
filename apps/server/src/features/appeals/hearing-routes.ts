import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { sendDocument } from '../documents/service';
import { addHoliday, correctHoliday, holidayList, removeHoliday } from './holidays';
import { appealDetail, appealDocument, appealQueue, decideAppeal, scheduleHearing, type Officer } from './hearing';

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

  endpoint(app, 'workerAppeals', { access: 'hearing' }, async (req) => {
    await officer(req);
    return appealQueue(ctx.db, req.locale);
  });
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

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { assignChangeToMe, changeQueue, releaseChangeOf } from './queue';
import { acceptChange, changeDetail, requestChangeInfo, type Actor } from './review';

/** The caseworkers' review of change reports and renewals (review.ts); staff only. */
export const workerRoutes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const staff = async (req: FastifyRequest): Promise<Actor> => ({ user: (await requireStaff(req)).user, ip: req.ip });

  endpoint(app, 'workerCaseChanges', { access: 'staff' }, async (req) => changeQueue(ctx, await staff(req), req.query));

  endpoint(app, 'workerAssignCaseChange', { access: 'staff' }, async (req) =>
    assignChangeToMe(ctx, await staff(req), req.params.id, req.body.takeOver),
  );

  endpoint(app, 'workerReleaseCaseChange', { access: 'staff' }, async (req) =>
    releaseChangeOf(ctx, await staff(req), req.params.id),
  );

  endpoint(app, 'workerCaseChange', { access: 'staff' }, async (req) =>
    changeDetail(ctx, await staff(req), req.params.id, req.locale),
  );

  endpoint(app, 'workerAcceptCaseChange', { access: 'staff' }, async (req) =>
    acceptChange(ctx, await staff(req), req.params.id, req.body, req.locale),
  );

  endpoint(app, 'workerCaseChangeInfo', { access: 'staff' }, async (req) =>
    requestChangeInfo(ctx, await staff(req), req.params.id, req.body, req.locale),
  );
});

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { auditSource } from '../../platform/audit';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { organisationApplications, startForHousehold } from './service';

/** An organisation's user: start an application for a household, and the applications the organisation submitted. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  endpoint(app, 'startHouseholdApplication', { access: 'user' }, async (req) => ({
    formId: await startForHousehold(ctx, (await requireUser(req)).user, req.body, auditSource(req)),
  }));
  endpoint(app, 'organisationApplications', { access: 'user' }, async (req) =>
    organisationApplications(ctx, (await requireUser(req)).user, req.query, req.locale, auditSource(req)),
  );
});

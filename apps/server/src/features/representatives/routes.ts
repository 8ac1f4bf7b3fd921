import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import {
  actFor,
  authorizedRepOf,
  giveAuthorityDocument,
  nameRepresentative,
  revokeRepresentative,
  type Who,
} from './service';

/** Authorized representatives (ADR 0119): each call is the signed-in account's own, never the person's it acts for. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const who = (req: FastifyRequest, userId: string): Who => ({ actorUserId: userId, ip: req.ip });

  endpoint(app, 'authorizedRep', { access: 'user' }, async (req) => {
    const { user, session } = await requireUser(req);
    return authorizedRepOf(ctx, user, session);
  });
  endpoint(app, 'nameRepresentative', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return nameRepresentative(ctx.db, user, req.body, who(req, user.id));
  });
  endpoint(app, 'revokeRepresentative', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return revokeRepresentative(ctx.db, user, req.body.representationId, who(req, user.id));
  });
  endpoint(app, 'actFor', { access: 'user' }, async (req) => {
    const { user, session } = await requireUser(req);
    return actFor(ctx, session, user, req.body.representationId, who(req, user.id));
  });
  endpoint(app, 'authorityDocument', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return giveAuthorityDocument(ctx.db, user, req.body, who(req, user.id));
  });
});

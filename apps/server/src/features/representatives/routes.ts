import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { installUploadParser, SINGLE_UPLOAD_BODY_LIMIT } from '../documents/uploads';
import { uploadAuthority } from './authority';
import { endpoint } from '../../platform/http/endpoint';
import { actFor, authorizedRepOf, revokeRepresentative, type Who } from './service';
import { nameRepresentative, respondToInvitation, withdrawInvitation } from './invitations';

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
    return nameRepresentative(ctx.db, user, req.body, who(req, user.id), req.locale);
  });
  endpoint(app, 'respondToInvitation', { access: 'user' }, async (req) => {
    const { user, session } = await requireUser(req);
    return respondToInvitation(ctx, user, session, req.body, who(req, user.id));
  });
  endpoint(app, 'withdrawInvitation', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return withdrawInvitation(ctx.db, user, req.body.invitationId, who(req, user.id));
  });
  endpoint(app, 'revokeRepresentative', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return revokeRepresentative(ctx.db, user, req.body.representationId, who(req, user.id));
  });
  endpoint(app, 'actFor', { access: 'user' }, async (req) => {
    const { user, session } = await requireUser(req);
    return actFor(ctx, session, user, req.body.representationId, who(req, user.id));
  });
  // The upload has the documents feature's own body reader: the file streams to disk.
  await app.register(async (child) => {
    installUploadParser(child, ctx.blobs, ctx.config.uploads);
    endpoint(child, 'uploadAuthorityDocument', { access: 'user', bodyLimit: SINGLE_UPLOAD_BODY_LIMIT }, async (req) =>
      uploadAuthority(ctx, req, (await requireUser(req)).user, req.body),
    );
  });
});

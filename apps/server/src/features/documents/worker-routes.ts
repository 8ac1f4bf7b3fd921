import type { FastifyPluginAsync } from 'fastify';
import type { BlobStore } from '../../platform/blobs/store';
import { endpoint } from '../../platform/http/endpoint';
import { requireStaff } from '../../platform/http/context';
import { sendDocument } from './present';
import { sendPreview } from './preview';
import { caseDocuments, decide, documentToOpen, documentToPreview } from './review';
import { assignDocumentToMe, documentQueue, releaseDocumentOf } from './queue';
import { officeScope } from '../worker/scope';

/** The caseworkers' review of submitted documents (review.ts). */
export const workerRoutes: FastifyPluginAsync<{ store: BlobStore }> = async (app, { store }) => {
  const { ctx } = app;
  const { db } = ctx;

  endpoint(app, 'workerDocumentQueue', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return documentQueue(ctx, user, await officeScope(db, user), req.query);
  });

  endpoint(app, 'workerAssignDocument', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const scope = await officeScope(db, user);
    const source = { actorUserId: user.id, ip: req.ip };
    return assignDocumentToMe(ctx, user, req.params.attachmentId, req.body.takeOver, scope, source);
  });

  endpoint(app, 'workerReleaseDocument', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const source = { actorUserId: user.id, ip: req.ip };
    return releaseDocumentOf(ctx, user, req.params.attachmentId, await officeScope(db, user), source);
  });

  endpoint(app, 'workerCaseDocuments', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return caseDocuments(db, { user, ip: req.ip }, req.params.caseId, req.locale);
  });

  endpoint(app, 'workerDocumentContent', { access: 'staff' }, async (req, reply) => {
    const { user } = await requireStaff(req);
    return sendDocument(reply, store, await documentToOpen(db, { user, ip: req.ip }, req.params.attachmentId));
  });

  endpoint(app, 'workerDocumentPreview', { access: 'staff' }, async (req, reply) => {
    const { user } = await requireStaff(req);
    const doc = await documentToPreview(db, { user, ip: req.ip }, req.params.attachmentId);
    return sendPreview(reply, store, doc);
  });

  endpoint(app, 'workerDocumentDecision', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return decide(db, { user, ip: req.ip }, req.params.attachmentId, req.body);
  });
};

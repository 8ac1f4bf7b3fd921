import type { FastifyPluginAsync } from 'fastify';
import type { BlobStore } from '../../platform/blobs/store';
import { endpoint } from '../../platform/http/endpoint';
import { requireStaff } from '../../platform/http/context';
import { sendDocument } from './present';
import { sendPreview } from './preview';
import { caseDocuments, decide, documentToOpen, documentToPreview, reviewQueue } from './review';

/** The caseworkers' review of submitted documents (review.ts). */
export const workerRoutes: FastifyPluginAsync<{ store: BlobStore }> = async (app, { store }) => {
  const { db } = app.ctx;

  endpoint(app, 'workerDocumentCases', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return reviewQueue(db, user);
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

import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS, type CallName } from '@portal/contracts';
import fp from 'fastify-plugin';
import { requireLinked, requireUser } from '../../platform/http/context';
import {
  endpoint,
  endpoint as registerEndpoint,
  type EndpointHandler,
  type EndpointOptions,
} from '../../platform/http/endpoint';
import { notFound } from '../../platform/http/errors';
import { effectiveUserType } from '../../platform/sessions';
import * as lists from './lists';
import { sendDocument } from './present';
import { ownDocument } from './repo';
import { resumableRoutes, type ResumableCall } from './resumable';
import { deleteUploaded, isUuid, submitReady, type Uploader } from './service';
import { uploadCalls } from './upload-calls';
import { installUploadParser, MULTIPLE_UPLOAD_BODY_LIMIT, SINGLE_UPLOAD_BODY_LIMIT } from './uploads';
import { workerRoutes } from './worker-routes';

async function linkedUploader(req: FastifyRequest): Promise<Uploader & { personId: string }> {
  const { user } = await requireLinked(req);
  return { userId: user.id, name: `${user.firstName} ${user.lastName}`, personId: user.linkedPersonId!, ip: req.ip };
}

/** Any signed-in resident: a linked one reaches their cases, any one their own submitted applications. */
async function anyUploader(req: FastifyRequest): Promise<Uploader> {
  const { user } = await requireUser(req);
  const personId = effectiveUserType(user) === 'LINKED' ? user.linkedPersonId : null;
  return { userId: user.id, name: `${user.firstName} ${user.lastName}`, personId, ip: req.ip };
}

/** Resident-side document calls (spec part 1 §7), then the staff review (worker-routes.ts). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const store = ctx.blobs;

  endpoint(app, 'isUserLinked', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return { nfLinkedInd: effectiveUserType(user) === 'LINKED' };
  });
  endpoint(app, 'docUploadInfoMsgs', { access: 'user' }, async (req) => lists.infoMessages(db, req.locale));
  endpoint(app, 'outstandingVerifications', { access: 'linked' }, async (req) =>
    lists.outstandingVerifications(db, await linkedUploader(req), req.locale),
  );
  endpoint(app, 'rejectedDocuments', { access: 'user' }, async (req) =>
    lists.rejectedDocuments(db, await anyUploader(req), req.locale),
  );
  endpoint(app, 'uploadedVerificationDocuments', { access: 'linked' }, async (req) =>
    lists.itemDocuments(db, await linkedUploader(req), req.params.vdiedLinkId, req.locale),
  );
  endpoint(app, 'uploadedStandaloneDocuments', { access: 'user' }, async (req) =>
    lists.otherDocuments(db, await anyUploader(req), ['STANDALONE', 'APPLICATION'], req.locale),
  );
  endpoint(app, 'uploadedEnergyDocuments', { access: 'user' }, async (req) =>
    lists.otherDocuments(db, await anyUploader(req), ['ENERGY'], req.locale),
  );
  endpoint(app, 'listNfExistingApplicationAndCases', { access: 'user' }, async (req) =>
    lists.selectionFor(db, await anyUploader(req), req.locale),
  );

  endpoint(app, 'documentContent', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    const id = req.params.attachmentId;
    const doc = isUuid(id) ? await ownDocument(db, user.id, id) : null;
    if (!doc) throw notFound();
    return sendDocument(reply, store, doc);
  });

  endpoint(app, 'deleteUploadedVerificationDocuments', { access: 'linked' }, async (req) => {
    const ids = req.body.verification_item_provided_id;
    const removed = await deleteUploaded(db, store, await linkedUploader(req), ids, ['VERIFICATION']);
    return { isSuccess: true, message: '', vDIEDLinkID: removed[0]?.verificationItemId ?? null };
  });
  endpoint(app, 'deleteUploadedStandaloneDocuments', { access: 'user' }, async (req) => {
    const who = await anyUploader(req);
    await deleteUploaded(db, store, who, req.body.nfDULStandaloneAttachmentID, ['STANDALONE']);
    return { isSuccess: true, message: '', concernrole_id: who.personId ?? '' };
  });

  endpoint(app, 'submitVerificationDocuments', { access: 'linked' }, async (req) => {
    const count = await submitReady(db, await linkedUploader(req), 'VERIFICATION');
    return { isSuccess: true, message: '', submittedCount: count };
  });
  endpoint(app, 'submitNonLinkedStandaloneDocuments', { access: 'user' }, async (req) => {
    const count = await submitReady(db, await anyUploader(req), 'STANDALONE');
    return { isSuccess: true, message: '', submittedCount: count };
  });

  await app.register(async (child) => {
    installUploadParser(child, store, ctx.config.uploads);
    const upload = uploadCalls(db, store);
    const single = { bodyLimit: SINGLE_UPLOAD_BODY_LIMIT };
    const multiple = { bodyLimit: MULTIPLE_UPLOAD_BODY_LIMIT };
    // Every upload call is also the end of a resumable upload (ADR 0303), found by its path.
    const calls = new Map<string, ResumableCall>();
    const endpoint = <K extends CallName>(
      on: FastifyInstance,
      name: K,
      options: EndpointOptions,
      handler: EndpointHandler<K>,
    ) => {
      registerEndpoint(on, name, options, handler);
      calls.set(ENDPOINTS[name].path, {
        name,
        access: options.access,
        run: handler as unknown as ResumableCall['run'],
      });
    };

    endpoint(
      child,
      'uploadVerificationDocument',
      { access: 'linked', ...single },
      async (req) => (await upload.verification(req, await linkedUploader(req), [req.body])).dtls[0]!,
    );
    endpoint(child, 'uploadMultipleVerificationDocuments', { access: 'linked', ...multiple }, async (req) =>
      upload.verification(req, await linkedUploader(req), req.body.dtls),
    );
    // The same call for a linked account (its cases and submitted applications) and any account (its applications).
    endpoint(child, 'uploadMultipleStandaloneDocuments', { access: 'linked', ...multiple }, async (req) =>
      upload.standalone(req, await anyUploader(req), req.body),
    );
    endpoint(child, 'uploadMultipleNonLinkedStandaloneDocuments', { access: 'user', ...multiple }, async (req) =>
      upload.standalone(req, await anyUploader(req), req.body),
    );
    endpoint(child, 'uploadMultipleEnergyDocuments', { access: 'user', ...multiple }, async (req) =>
      upload.energy(req, await anyUploader(req), req.body),
    );
    // The D-SNAP calls take files only for disaster food assistance applications.
    const programOf = (name: string) => (name.includes('Dsnap') ? 'DSNAP' : undefined);
    for (const name of ['uploadOnlineDocument', 'uploadDsnapDocument'] as const) {
      endpoint(
        child,
        name,
        { access: 'user', ...single },
        async (req) =>
          (await upload.application(req, await anyUploader(req), [req.body], req.body.submissionID, programOf(name)))
            .dtls[0]!,
      );
    }
    for (const name of ['uploadMultipleOnlineDocuments', 'uploadMultipleDsnapDocuments'] as const) {
      endpoint(child, name, { access: 'user', ...multiple }, async (req) =>
        upload.application(req, await anyUploader(req), req.body.dtls, req.body.submissionID, programOf(name)),
      );
    }

    resumableRoutes(child, { db, store, limits: ctx.config.uploads, calls });
  });

  await app.register(workerRoutes, { store });
});

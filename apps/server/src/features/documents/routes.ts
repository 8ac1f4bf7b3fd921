import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ApplicationUploadRequest,
  SingleApplicationUploadRequest,
  DOC_API,
  DeleteStandaloneRequest,
  DeleteStandaloneResult,
  DeleteVerificationRequest,
  DocUploadInfoMessages,
  EnergyUploadResults,
  ErrorBody,
  ExistingApplicationsAndCases,
  GenericResult,
  IsUserLinked,
  OutstandingVerifications,
  RejectedDocuments,
  StandaloneDocuments,
  SubmitResult,
  UploadMultipleApplicationRequest,
  UploadMultipleEnergyRequest,
  UploadMultipleStandaloneRequest,
  UploadMultipleVerificationRequest,
  UploadResult,
  UploadResults,
  UploadVerificationRequest,
  UploadedDocuments,
  lang,
  type Locale,
} from '@portal/contracts';
import { openBlobStore } from '../../platform/blob-store';
import { clock } from '../../platform/clock';
import { docUploadMessages } from '../../platform/db/schema';
import { requireLinked, requireUser } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { effectiveUserType } from '../../platform/sessions';
import { applicationStatus, codeValue, contentDisposition, describe, isoDate, presentDocument } from './present';
import { applicationsForSelection, applicationsOfDocuments, casesForSelection, casesOfDocuments, documentsOfOwner, itemsForPerson, knownBlobKeys, ownDocument, type DocumentKind, type DocumentRow } from './repo';
import { checkOwnTargets, deleteUploaded, storeUpload, submitReady, uploadMessage, type Uploader, type UploadTarget } from './service';
import { installUploadParser, MULTIPLE_UPLOAD_BODY_LIMIT, SINGLE_UPLOAD_BODY_LIMIT, stagedFile } from './uploads';
import { workerRoutes } from './worker-routes';

const SWEEP_GRACE_MS = 60 * 60_000;
const CLOSED_CASE_WINDOW_DAYS = 90;
/** Spec part 1 §9: the submitted applications list covers six months. */
const SUBMITTED_WINDOW_DAYS = 183;

async function linkedUploader(req: FastifyRequest): Promise<Uploader & { personId: string }> {
  const { user } = await requireLinked(req);
  return { userId: user.id, personId: user.linkedPersonId!, ip: req.ip };
}

/** Any signed-in resident: a linked one reaches their cases, any one their own submitted applications. */
async function anyUploader(req: FastifyRequest): Promise<Uploader> {
  const { user } = await requireUser(req);
  return { userId: user.id, personId: effectiveUserType(user) === 'LINKED' ? user.linkedPersonId : null, ip: req.ip };
}

type ItemRow = Awaited<ReturnType<typeof itemsForPerson>>[number];

function itemContext(row: ItemRow, locale: Locale) {
  return {
    caseId: row.item.caseId,
    participantName: `${row.firstName} ${row.lastName}`,
    itemDescription: describe('VerificationItem', row.item.itemCode, locale),
    programName: describe('ProgramType', row.item.programCode, locale),
    documentType: row.item.itemCode,
  };
}

/** Resident-side document calls (spec part 1 §7), then the staff review (worker-routes.ts). */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const blobs = await openBlobStore(ctx.config);
  const store = blobs.store;

  // Files without rows (a crash between the file's move and its row) and stale temp files go.
  const sweep = () => store.sweep((keys) => knownBlobKeys(ctx.db, keys), SWEEP_GRACE_MS).catch((err) => app.log.warn({ err }, 'blob sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
  });
  const timer = setInterval(() => void sweep(), SWEEP_GRACE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await blobs.dispose();
  });

  app.get(
    DOC_API.isUserLinked,
    { config: { access: 'user' }, schema: { tags: ['documents'], summary: 'Whether the user may upload verification documents (a LINKED account)', response: { 200: IsUserLinked } } },
    async (req) => {
      const { user } = await requireUser(req);
      return { nfLinkedInd: effectiveUserType(user) === 'LINKED' };
    },
  );

  app.get(
    DOC_API.infoMessages,
    { config: { access: 'user' }, schema: { tags: ['documents'], summary: 'Banner messages of the document upload home', response: { 200: DocUploadInfoMessages } } },
    async (req) => {
      const rows = await ctx.db.select().from(docUploadMessages).where(eq(docUploadMessages.active, true)).orderBy(asc(docUploadMessages.id));
      const l = lang(req.locale);
      return { dtls: rows.map((r) => ({ informationalMsgText: l === 'es' ? r.textEs : r.textEn })) };
    },
  );

  app.get(
    DOC_API.outstanding,
    { config: { access: 'linked' }, schema: { tags: ['documents'], summary: 'Verification items of the person\'s cases, with the documents given for each', response: { 200: OutstandingVerifications } } },
    async (req) => {
      const who = await linkedUploader(req);
      const rows = await itemsForPerson(ctx.db, who.personId);
      const docs = await documentsOfOwner(ctx.db, who.userId, { kind: 'VERIFICATION' });
      const today = isoDate(clock.now()).slice(0, 10);
      return {
        dtls: rows.map((row) => {
          const context = itemContext(row, req.locale);
          const own = docs.filter((d) => d.verificationItemId === row.item.id);
          const outstanding = row.item.status === 'OUTSTANDING';
          return {
            caseID: row.item.caseId,
            caseReference: row.caseReference,
            participantName: context.participantName,
            itemDescription: context.itemDescription,
            programName: context.programName,
            documentType: row.item.itemCode,
            showAddActionInd: outstanding,
            dtls: {
              primaryClient: context.participantName,
              concernRoleID: row.item.personId,
              verifiableDataItemName: context.itemDescription,
              evidence: row.item.detail,
              dueDate: row.item.dueOn,
              verificationStatus: outstanding ? (row.item.dueOn < today ? 'OVERDUE' : 'OUTSTANDING') : 'VERIFIED',
              vDIEDLinkID: row.item.id,
              verificationID: row.item.id,
              contextDescription: row.item.detail,
              mandatory: row.item.mandatory,
              itemProvided: own.some((d) => d.status !== 'UPLOADED'),
              documentSubmittedOpt: own.some((d) => d.status === 'SUBMITTED'),
            },
            documents: own.map((d) => presentDocument(d, context, req.locale)),
          };
        }),
      };
    },
  );

  /**
   * What documents can be given for: the person's cases (open, or closed in the last 90 days) and
   * the account's applications submitted in the last six months.
   */
  const selectionFor = async (who: Uploader, locale: Locale) => {
    const all = who.personId ? await casesForSelection(ctx.db, who.personId) : [];
    const cutoff = isoDate(new Date(clock.nowMs() - CLOSED_CASE_WINDOW_DAYS * 86_400_000)).slice(0, 10);
    const current = all.filter((c) => c.status !== 'CLOSED' || (c.closedOn !== null && c.closedOn >= cutoff));
    const apps = await applicationsForSelection(ctx.db, who.userId, new Date(clock.nowMs() - SUBMITTED_WINDOW_DAYS * 86_400_000));
    return {
      caseDtls: current.map((c) => ({
        referenceNumber: c.reference,
        primaryApplicant: `${c.firstName} ${c.lastName}`,
        concernRoleID: c.primaryPersonId,
        caseID: c.id,
        programName: c.programs.map((p) => describe('ProgramType', p.programCode, locale)).join(', '),
        submittedOn: c.openedOn,
        programStatus: c.programs.map((p) => `${describe('ProgramType', p.programCode, locale)}: ${describe('CaseStatus', p.status, locale)}`).join('; '),
      })),
      subAppDtls: apps.map((a) => ({
        referenceNumber: a.reference,
        primaryApplicant: a.applicantName,
        concernRoleID: who.personId ?? '',
        applicationCaseID: a.id,
        caseID: null,
        dtlsSubmitted: a.programs.map((p) => ({
          applicationName: describe('ProgramType', p.programCode, locale),
          programName: describe('ProgramType', p.programCode, locale),
          submittedDateTime: isoDate(a.submittedAt),
          programStatus: applicationStatus(p.status, locale),
        })),
      })),
      noBenefitsInd: all.length > 0 && current.length === 0 && apps.length === 0,
    };
  };

  app.get(
    DOC_API.rejected,
    {
      config: { access: 'user' },
      schema: { tags: ['documents'], summary: 'Documents of any kind a caseworker rejected, with reason, comments and where a replacement goes', response: { 200: RejectedDocuments } },
    },
    async (req) => {
      const who = await anyUploader(req);
      const { user } = await requireUser(req);
      const docs = await documentsOfOwner(ctx.db, who.userId, { statuses: ['REJECTED', 'PARTIALLY_REJECTED'] });
      const items = new Map(who.personId ? (await itemsForPerson(ctx.db, who.personId)).map((r) => [r.item.id, r]) : []);
      const ids = docs.map((d) => d.id);
      const links = [
        ...(await casesOfDocuments(ctx.db, ids)),
        ...(await applicationsOfDocuments(ctx.db, ids)).map((a) => ({ documentId: a.documentId, caseId: a.applicationId, reference: a.reference })),
      ];
      // A replacement for a standalone or energy document goes to the same cases and applications,
      // so it is offered only while every one of them is still the person's to choose.
      const selection = docs.some((d) => d.kind !== 'VERIFICATION') ? await selectionFor(who, req.locale) : null;
      const selectable = new Set([...(selection?.caseDtls.map((c) => c.caseID) ?? []), ...(selection?.subAppDtls.map((a) => a.applicationCaseID) ?? [])]);
      return {
        dtls: docs.map((d) => {
          const item = d.verificationItemId ? items.get(d.verificationItemId) : undefined;
          const targets = links.filter((l) => l.documentId === d.id);
          const canAdd = d.kind === 'VERIFICATION' ? item?.item.status === 'OUTSTANDING' : targets.length > 0 && targets.every((l) => selectable.has(l.caseId));
          return {
            rejectionParticipantName: item ? `${item.firstName} ${item.lastName}` : `${user.firstName} ${user.lastName}`,
            rejectionComments: d.rejectionComment ?? '',
            documentRejectionReason: codeValue('DocumentRejectionReason', d.rejectionReason ?? 'OTHER', req.locale),
            vDIEDLinkId: item?.item.id ?? null,
            documentType: item?.item.itemCode ?? null,
            showAddActionInd: canAdd,
            attachmentID: d.id,
            attachmentName: d.fileName,
            programName: item ? describe('ProgramType', item.item.programCode, req.locale) : d.kind === 'ENERGY' ? describe('ProgramType', 'LIEAP', req.locale) : '',
            verifiableDataItemName: describe('VerificationItem', item?.item.itemCode ?? 'OTHER', req.locale),
            documentKind: d.kind as DocumentKind,
            caseDtls: targets.map((l) => ({ caseID: l.caseId, referenceNumber: l.reference })),
            rejectDtls: {
              rejectedOn: isoDate(d.reviewedAt ?? d.uploadedAt),
              caseReference: item?.caseReference ?? targets[0]?.reference ?? null,
              status: codeValue('DocumentStatus', d.status, req.locale),
            },
          };
        }),
      };
    },
  );

  app.get(
    `${DOC_API.uploadedForItem(':vdiedLinkId')}`.replace('%3A', ':'),
    {
      config: { access: 'linked' },
      schema: {
        tags: ['documents'],
        summary: 'Documents uploaded for one verification item',
        params: z.object({ vdiedLinkId: z.string() }),
        response: { 200: UploadedDocuments, 404: ErrorBody },
      },
    },
    async (req) => {
      const who = await linkedUploader(req);
      const id = req.params.vdiedLinkId;
      const [row] = z.string().uuid().safeParse(id).success ? await itemsForPerson(ctx.db, who.personId, id) : [];
      if (!row) throw notFound();
      const docs = await documentsOfOwner(ctx.db, who.userId, { kind: 'VERIFICATION', itemId: id });
      const context = itemContext(row, req.locale);
      return { dtls: docs.map((d) => presentDocument(d, context, req.locale)) };
    },
  );

  const otherDocuments = async (req: FastifyRequest, kind: DocumentKind[]) => {
    const who = await anyUploader(req);
    const docs = await documentsOfOwner(ctx.db, who.userId, { kind });
    const ids = docs.map((d) => d.id);
    const links = [
      ...(await casesOfDocuments(ctx.db, ids)),
      ...(await applicationsOfDocuments(ctx.db, ids)).map((a) => ({ documentId: a.documentId, caseId: a.applicationId, reference: a.reference })),
    ];
    const { user } = await requireUser(req);
    const context = (d: DocumentRow) => ({
      caseId: links.find((l) => l.documentId === d.id)?.caseId ?? null,
      participantName: `${user.firstName} ${user.lastName}`,
      itemDescription: describe('VerificationItem', 'OTHER', req.locale),
      programName: d.kind === 'ENERGY' ? describe('ProgramType', 'LIEAP', req.locale) : '',
      documentType: 'OTHER',
    });
    return {
      concernrole_id: who.personId ?? '',
      showReadyToSubmitBadgeInd: docs.some((d) => d.status === 'UPLOADED'),
      dtls: docs.map((d) => ({
        ...presentDocument(d, context(d), req.locale),
        nfDULStandaloneAttachmentID: d.id,
        caseDtls: links.filter((l) => l.documentId === d.id).map((l) => ({ caseID: l.caseId, referenceNumber: l.reference })),
      })),
    };
  };

  app.get(
    DOC_API.uploadedStandalone,
    { config: { access: 'user' }, schema: { tags: ['documents'], summary: 'Documents uploaded for cases or submitted applications (standalone, online, disaster), outside a verification item', response: { 200: StandaloneDocuments } } },
    async (req) => otherDocuments(req, ['STANDALONE', 'APPLICATION']),
  );

  app.get(
    DOC_API.uploadedEnergy,
    { config: { access: 'user' }, schema: { tags: ['documents'], summary: 'Documents uploaded for energy assistance', response: { 200: StandaloneDocuments } } },
    async (req) => otherDocuments(req, ['ENERGY']),
  );

  app.get(
    DOC_API.existingCases,
    {
      config: { access: 'user' },
      schema: {
        tags: ['documents'],
        summary: 'Submitted applications and (for a linked account) cases, open or closed in the last 90 days, documents can be given for',
        response: { 200: ExistingApplicationsAndCases },
      },
    },
    async (req) => selectionFor(await anyUploader(req), req.locale),
  );

  app.get(
    DOC_API.content(':id').replace('%3A', ':'),
    {
      config: { access: 'user' },
      schema: { tags: ['documents'], summary: 'The file itself, to its owner only, always as a download', params: z.object({ id: z.string() }), response: { 404: ErrorBody } },
    },
    async (req, reply) => {
      const { user } = await requireUser(req);
      const doc = z.string().uuid().safeParse(req.params.id).success ? await ownDocument(ctx.db, user.id, req.params.id) : null;
      if (!doc) throw notFound();
      return sendDocument(reply, doc);
    },
  );

  function sendDocument(reply: FastifyReply, doc: DocumentRow) {
    reply.header('Content-Type', doc.mediaType);
    reply.header('Content-Disposition', contentDisposition(doc.fileName));
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Content-Length', String(doc.sizeBytes));
    return reply.send(store.read(doc.blobKey));
  }

  app.post(
    DOC_API.deleteVerification,
    { config: { access: 'linked' }, schema: { tags: ['documents'], summary: 'Removes uploaded documents not yet submitted', body: DeleteVerificationRequest, response: { 200: GenericResult, 404: ErrorBody, 409: ErrorBody } } },
    async (req) => {
      const who = await linkedUploader(req);
      const removed = await deleteUploaded(ctx.db, store, who, req.body.verification_item_provided_id, ['VERIFICATION']);
      return { isSuccess: true, message: '', vDIEDLinkID: removed[0]?.verificationItemId ?? null };
    },
  );

  app.post(
    DOC_API.deleteStandalone,
    { config: { access: 'user' }, schema: { tags: ['documents'], summary: 'Removes standalone documents not yet submitted', body: DeleteStandaloneRequest, response: { 200: DeleteStandaloneResult, 404: ErrorBody, 409: ErrorBody } } },
    async (req) => {
      const who = await anyUploader(req);
      await deleteUploaded(ctx.db, store, who, req.body.nfDULStandaloneAttachmentID, ['STANDALONE']);
      return { isSuccess: true, message: '', concernrole_id: who.personId ?? '' };
    },
  );

  const submit = (kind: DocumentKind) => async (req: FastifyRequest) => {
    const who = kind === 'VERIFICATION' ? await linkedUploader(req) : await anyUploader(req);
    const count = await submitReady(ctx.db, who, kind);
    return { isSuccess: true, message: '', submittedCount: count };
  };
  app.post(
    DOC_API.submitVerification,
    { config: { access: 'linked' }, schema: { tags: ['documents'], summary: 'Sends every verification document ready to submit', response: { 200: SubmitResult, 400: ErrorBody } } },
    submit('VERIFICATION'),
  );
  app.post(
    DOC_API.submitStandalone,
    { config: { access: 'user' }, schema: { tags: ['documents'], summary: 'Sends every standalone document ready to submit', response: { 200: SubmitResult, 400: ErrorBody } } },
    submit('STANDALONE'),
  );

  const concurrency = Math.max(1, Number(process.env.PORTAL_UPLOAD_CONCURRENCY ?? 4) || 4);
  await app.register(async (child) => {
    installUploadParser(child, store, concurrency);
    const up = child.withTypeProvider<ZodTypeProvider>();

    /** Items the files are for, all of them the person's (else 404 before anything is kept). */
    const verificationTargets = async (who: Uploader & { personId: string }, ids: string[]) => {
      const rows = await itemsForPerson(ctx.db, who.personId);
      const byId = new Map(rows.map((r) => [r.item.id, r]));
      if (ids.some((id) => !byId.has(id))) throw notFound();
      return byId;
    };

    /** Keeps one file of a request; `submissionId` is the batch the client says it belongs to, if any. */
    const storeOne = async (
      req: FastifyRequest,
      who: Uploader,
      target: UploadTarget | null,
      f: { attachment_name: string; attachment_id: string; attachment_base_64_data: string },
      submissionId: string | null = null,
    ) => {
      const staged = stagedFile(req, f.attachment_base_64_data);
      const outcome = target
        ? await storeUpload(ctx.db, store, who, target, { name: f.attachment_name, clientId: f.attachment_id, staged, submissionId })
        : { name: f.attachment_name, document: null, problem: 'notAllowed' as const };
      if (!target) await store.removeTemp(staged.tempPath);
      return {
        attachment_name: outcome.name,
        message: uploadMessage(outcome, req.locale),
        isSuccess: outcome.problem === null,
        verificationItemProvidedID: outcome.document?.id ?? null,
        code: outcome.problem,
      };
    };

    const verificationTarget = (row: ItemRow): UploadTarget | null =>
      row.item.status === 'OUTSTANDING' ? { kind: 'VERIFICATION', itemId: row.item.id, caseIds: [row.item.caseId], applicationIds: [], householdConfirmed: false } : null;

    up.post(
      DOC_API.uploadVerification,
      {
        config: { access: 'linked' },
        bodyLimit: SINGLE_UPLOAD_BODY_LIMIT,
        schema: { tags: ['documents'], summary: 'Uploads one document for a verification item (base64 in attachment_base_64_data)', body: UploadVerificationRequest, response: { 200: UploadResult, 404: ErrorBody, 413: ErrorBody } },
      },
      async (req) => {
        const who = await linkedUploader(req);
        const items = await verificationTargets(who, [req.body.vdied_link_id]);
        return storeOne(req, who, verificationTarget(items.get(req.body.vdied_link_id)!), req.body);
      },
    );

    up.post(
      DOC_API.uploadMultipleVerification,
      {
        config: { access: 'linked' },
        bodyLimit: MULTIPLE_UPLOAD_BODY_LIMIT,
        schema: { tags: ['documents'], summary: 'Uploads up to 20 documents for verification items, with a result per file', body: UploadMultipleVerificationRequest, response: { 200: UploadResults, 404: ErrorBody, 413: ErrorBody } },
      },
      async (req) => {
        const who = await linkedUploader(req);
        const items = await verificationTargets(who, req.body.dtls.map((d) => d.vdied_link_id));
        const dtls = [];
        for (const f of req.body.dtls) dtls.push(await storeOne(req, who, verificationTarget(items.get(f.vdied_link_id)!), f));
        return { dtls };
      },
    );

    const standaloneUpload = async (req: FastifyRequest<{ Body: z.infer<typeof UploadMultipleStandaloneRequest> }>) => {
      const who = await anyUploader(req);
      const targets = [];
      for (const f of req.body.dtls) {
        const ids = [...f.caseDtls.map((c) => c.caseID), ...(f.applicationID ? [f.applicationID] : []), ...(f.nfApplicationIDList ?? []).map((a) => a.applicationID)];
        targets.push(await checkOwnTargets(ctx.db, who, ids));
      }
      const dtls = [];
      for (const [i, f] of req.body.dtls.entries()) {
        dtls.push(await storeOne(req, who, { kind: 'STANDALONE', itemId: null, ...targets[i]!, householdConfirmed: false }, f, req.body.submissionID ?? null));
      }
      return { dtls };
    };
    const standaloneRoutes = [
      { url: DOC_API.uploadMultipleStandalone, access: 'linked' as const, who: 'a linked account: its cases and submitted applications' },
      { url: DOC_API.uploadMultipleNonLinkedStandalone, access: 'user' as const, who: "any account: its own submitted applications" },
    ];
    for (const route of standaloneRoutes) {
      up.post(
        route.url,
        {
          config: { access: route.access },
          bodyLimit: MULTIPLE_UPLOAD_BODY_LIMIT,
          schema: {
            tags: ['documents'],
            summary: `Uploads up to 20 documents for chosen cases or applications (${route.who}), with a result per file`,
            body: UploadMultipleStandaloneRequest,
            response: { 200: UploadResults, 404: ErrorBody, 413: ErrorBody },
          },
        },
        standaloneUpload,
      );
    }

    /** Online and disaster (D-SNAP) application documents: for the account's own submitted application, sent at once. */
    const applicationUpload = async (req: FastifyRequest, who: Uploader, f: z.infer<typeof ApplicationUploadRequest>, submissionId: string | null) => {
      const target = await checkOwnTargets(ctx.db, { ...who, personId: null }, [f.applicationID]);
      return storeOne(req, who, { kind: 'APPLICATION', itemId: null, ...target, householdConfirmed: false }, f, submissionId);
    };
    for (const [url, what] of [
      [DOC_API.uploadOnline, 'an application submitted online'],
      [DOC_API.uploadDsnap, 'a disaster food assistance application'],
    ] as const) {
      up.post(
        url,
        {
          config: { access: 'user' },
          bodyLimit: SINGLE_UPLOAD_BODY_LIMIT,
          schema: { tags: ['documents'], summary: `Uploads one document for ${what} of the account`, body: SingleApplicationUploadRequest, response: { 200: UploadResult, 404: ErrorBody, 413: ErrorBody } },
        },
        async (req) => applicationUpload(req, await anyUploader(req), req.body, req.body.submissionID ?? null),
      );
    }
    for (const [url, what] of [
      [DOC_API.uploadMultipleOnline, 'an application submitted online'],
      [DOC_API.uploadMultipleDsnap, 'a disaster food assistance application'],
    ] as const) {
      up.post(
        url,
        {
          config: { access: 'user' },
          bodyLimit: MULTIPLE_UPLOAD_BODY_LIMIT,
          schema: { tags: ['documents'], summary: `Uploads up to 20 documents for ${what} of the account, with a result per file`, body: UploadMultipleApplicationRequest, response: { 200: UploadResults, 404: ErrorBody, 413: ErrorBody } },
        },
        async (req) => {
          const who = await anyUploader(req);
          for (const f of req.body.dtls) await checkOwnTargets(ctx.db, { ...who, personId: null }, [f.applicationID]);
          const dtls = [];
          for (const f of req.body.dtls) dtls.push(await applicationUpload(req, who, f, req.body.submissionID ?? null));
          return { dtls };
        },
      );
    }

    up.post(
      DOC_API.uploadMultipleEnergy,
      {
        config: { access: 'user' },
        bodyLimit: MULTIPLE_UPLOAD_BODY_LIMIT,
        schema: { tags: ['documents'], summary: 'Uploads up to 20 documents for energy assistance, per application (or case, for a linked account)', body: UploadMultipleEnergyRequest, response: { 200: EnergyUploadResults, 404: ErrorBody, 413: ErrorBody } },
      },
      async (req) => {
        const who = await anyUploader(req);
        const targets = [];
        for (const f of req.body.dtls) targets.push(await checkOwnTargets(ctx.db, who, f.nfApplicationIDList.map((a) => a.applicationID)));
        const groups = new Map<string, { applicationRefs: string[]; documents: { attachment_name: string; message: string; isSuccess: boolean; code: string | null }[] }>();
        for (const [i, f] of req.body.dtls.entries()) {
          const result = await storeOne(req, who, { kind: 'ENERGY', itemId: null, ...targets[i]!, householdConfirmed: true }, f, req.body.submissionID ?? null);
          const refs = f.nfApplicationIDList.map((a) => a.applicationID).sort();
          const key = refs.join(',');
          const group = groups.get(key) ?? { applicationRefs: refs, documents: [] };
          group.documents.push({ attachment_name: result.attachment_name, message: result.message, isSuccess: result.isSuccess, code: result.code });
          groups.set(key, group);
        }
        return { dtls: [...groups.values()] };
      },
    );
  });

  await app.register(workerRoutes, { store, sendDocument });
});

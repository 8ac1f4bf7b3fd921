import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DOC_API, DecisionRequest, ErrorBody, WorkerCaseDocuments, WorkerCases, WorkerDocument } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { FsBlobStore } from '../../platform/blob-store';
import { clock } from '../../platform/clock';
import { documents, verificationItems } from '../../platform/db/schema';
import { requireStaff } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { codeValue, describe, isoDate } from './present';
import { sendNotice } from '../communications/service';
import { applicationsWithDocuments, casesWithDocuments, documentsOfTarget, officeOfStaff, staffApplication, staffCase, staffDocument, type DocumentRow } from './repo';

const uuid = z.string().uuid('validation.invalid');

/**
 * The caseworkers' review (spec part 1 §6: "marks documents Accepted, Rejected or Partially
 * Rejected"). A caseworker sees the cases of their own office; an administrator, every office.
 */
export const workerRoutes: FastifyPluginAsync<{ store: FsBlobStore; sendDocument: (reply: FastifyReply, doc: DocumentRow) => FastifyReply }> = async (
  base,
  { sendDocument },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const staffOffice = async (userId: string, staffRole: string | null) => (staffRole === 'ADMIN' ? null : ((await officeOfStaff(ctx.db, userId)) ?? 'none'));

  app.get(
    DOC_API.workerCases,
    { config: { access: 'staff' }, schema: { tags: ['worker'], summary: 'Cases with submitted documents, those awaiting review first', response: { 200: WorkerCases, 403: ErrorBody } } },
    async (req) => {
      const { user } = await requireStaff(req);
      const office = await staffOffice(user.id, user.staffRole);
      const rows = office === 'none' ? [] : await casesWithDocuments(ctx.db, office);
      const apps = await applicationsWithDocuments(ctx.db);
      return {
        cases: [
          ...rows.map((r) => ({ kind: 'CASE' as const, caseID: r.caseId, caseReference: r.reference, primaryPerson: `${r.firstName} ${r.lastName}`, awaitingReview: r.awaiting, reviewed: r.reviewed })),
          ...apps.map((a) => ({ kind: 'APPLICATION' as const, caseID: a.applicationId, caseReference: a.reference, primaryPerson: a.applicantName, awaitingReview: a.awaiting, reviewed: a.reviewed })),
        ],
      };
    },
  );

  app.get(
    DOC_API.workerCase(':caseId').replace('%3A', ':'),
    {
      config: { access: 'staff' },
      schema: { tags: ['worker'], summary: 'The submitted documents of one case (or of a submitted application not yet on a case)', params: z.object({ caseId: z.string() }), response: { 200: WorkerCaseDocuments, 404: ErrorBody } },
    },
    async (req) => {
      const { user } = await requireStaff(req);
      const office = await staffOffice(user.id, user.staffRole);
      if (!uuid.safeParse(req.params.caseId).success || office === 'none') throw notFound();
      const onCase = await staffCase(ctx.db, req.params.caseId, office);
      const onApplication = onCase ? null : await staffApplication(ctx.db, req.params.caseId);
      const found = onCase
        ? { id: onCase.id, reference: onCase.reference, person: `${onCase.firstName} ${onCase.lastName}` }
        : onApplication
          ? { id: onApplication.id, reference: onApplication.reference, person: onApplication.applicantName }
          : null;
      if (!found) throw notFound();
      const rows = await documentsOfTarget(ctx.db, onCase ? { caseId: found.id } : { applicationId: found.id });
      await audit(ctx.db, { actorUserId: user.id, action: 'documents.listed', entity: onCase ? 'case' : 'application', entityId: found.id, ip: req.ip });
      const l = req.locale;
      const present = (r: (typeof rows)[number]): WorkerDocument => {
        const d = r.doc;
        const rejected = d.status === 'REJECTED' || d.status === 'PARTIALLY_REJECTED';
        return {
          attachmentID: d.id,
          attachmentName: d.fileName,
          mediaType: d.mediaType,
          sizeBytes: d.sizeBytes,
          uploadedAt: isoDate(d.uploadedAt),
          submittedAt: d.submittedAt ? isoDate(d.submittedAt) : null,
          participantName: r.personFirst ? `${r.personFirst} ${r.personLast}` : `${r.ownerFirst} ${r.ownerLast}`,
          itemDescription: describe('VerificationItem', r.itemCode ?? 'OTHER', l),
          kind: d.kind as WorkerDocument['kind'],
          status: codeValue('DocumentStatus', d.status, l),
          documentRejectionReason: rejected && d.rejectionReason ? codeValue('DocumentRejectionReason', d.rejectionReason, l) : null,
          rejectionComments: rejected ? (d.rejectionComment ?? '') : null,
          reviewedBy: r.reviewer,
        };
      };
      return { kind: onCase ? ('CASE' as const) : ('APPLICATION' as const), caseID: found.id, caseReference: found.reference, primaryPerson: found.person, documents: rows.map(present) };
    },
  );

  app.get(
    DOC_API.workerContent(':id').replace('%3A', ':'),
    {
      config: { access: 'staff' },
      schema: { tags: ['worker'], summary: 'Opens a submitted document (as a download)', params: z.object({ id: z.string() }), response: { 404: ErrorBody } },
    },
    async (req, reply) => {
      const { user } = await requireStaff(req);
      const office = await staffOffice(user.id, user.staffRole);
      const doc = uuid.safeParse(req.params.id).success && office !== 'none' ? await staffDocument(ctx.db, req.params.id, office) : null;
      if (!doc) throw notFound();
      await audit(ctx.db, { actorUserId: user.id, action: 'document.opened', entity: 'document', entityId: doc.id, ip: req.ip });
      return sendDocument(reply, doc);
    },
  );

  app.post(
    DOC_API.workerDecision(':id').replace('%3A', ':'),
    {
      config: { access: 'staff' },
      schema: {
        tags: ['worker'],
        summary: 'Marks a document Accepted, Rejected or Partially rejected (a reason is required unless accepted)',
        params: z.object({ id: z.string() }),
        body: DecisionRequest,
        response: { 200: z.object({ isSuccess: z.boolean(), status: z.string() }), 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (req) => {
      const { user } = await requireStaff(req);
      const office = await staffOffice(user.id, user.staffRole);
      const found = uuid.safeParse(req.params.id).success && office !== 'none' ? await staffDocument(ctx.db, req.params.id, office) : null;
      if (!found) throw notFound();
      const { decision, reasonCode, comments } = req.body;
      await ctx.db.transaction(async (tx) => {
        const now = clock.now();
        const [doc] = await tx
          .update(documents)
          .set({
            status: decision,
            reviewedAt: now,
            reviewedByUserId: user.id,
            rejectionReason: decision === 'ACCEPTED' ? null : reasonCode!,
            rejectionComment: decision === 'ACCEPTED' ? null : (comments ?? ''),
          })
          // Only a document the resident has submitted (and still in that state, or already reviewed) can be decided.
          .where(and(eq(documents.id, found.id), inArray(documents.status, ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'PARTIALLY_REJECTED'])))
          .returning();
        if (!doc) throw new HttpError(409, 'CONFLICT');
        if (doc.verificationItemId) {
          // An item is verified while one of its documents is accepted; otherwise it asks for more.
          const accepted = await tx
            .select({ id: documents.id })
            .from(documents)
            .where(and(eq(documents.verificationItemId, doc.verificationItemId), eq(documents.status, 'ACCEPTED')));
          await tx
            .update(verificationItems)
            .set({ status: accepted.length > 0 ? 'VERIFIED' : 'OUTSTANDING' })
            .where(eq(verificationItems.id, doc.verificationItemId));
        }
        // The notice says only that something changed; the reason is read after signing in.
        const kind = `document.${decision.toLowerCase() as Lowercase<typeof decision>}` as const;
        await sendNotice(tx, { userId: doc.ownerUserId, kind, params: undefined });
        await audit(tx, { actorUserId: user.id, action: 'document.reviewed', entity: 'document', entityId: doc.id, ip: req.ip, detail: { decision, reasonCode: reasonCode ?? null } });
      });
      return { isSuccess: true, status: decision };
    },
  );
};

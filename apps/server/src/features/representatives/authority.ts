import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuthorityUploadRequest, AuthorityUploadResult } from '@portal/contracts';
import { activeRepresentation } from '../../platform/acting-for';
import { audit } from '../../platform/audit';
import { applications, representations } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { storeUpload, uploadMessage } from '../documents/store-upload';
import { stagedFile } from '../documents/uploads';
import { listSide } from './service';

/**
 * The representative's proof of authority for medical assistance (ADR 0119), stored by the
 * documents feature like any upload (checked, rewritten, kept in the blob store) and sent at
 * once: it is listed with the person's submitted applications for a caseworker to review, and
 * each medical application the representative signs for the person carries it too.
 */
export async function uploadAuthority(
  ctx: AppContext,
  req: FastifyRequest,
  user: SessionUser,
  body: AuthorityUploadRequest,
): Promise<AuthorityUploadResult> {
  const { db } = ctx;
  const active = await activeRepresentation(db, body.representationId, user.id);
  if (!active) throw notFound();
  const personApplications = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.userId, active.rep.personUserId));
  const outcome = await storeUpload(
    db,
    ctx.blobs,
    { userId: user.id, name: `${user.firstName} ${user.lastName}`, personId: null, ip: req.ip },
    {
      kind: 'APPLICATION',
      itemId: null,
      caseIds: [],
      applicationIds: personApplications.map((a) => a.id),
      householdConfirmed: false,
    },
    { name: body.attachment_name, clientId: body.attachment_id, staged: stagedFile(req, body.attachment_base_64_data) },
  );
  const message = uploadMessage(outcome, req.locale);
  if (!outcome.document) return { isSuccess: false, message, code: outcome.problem, representation: null };
  await db
    .update(representations)
    .set({ authorityDocumentId: outcome.document.id })
    .where(eq(representations.id, body.representationId));
  await audit(db, {
    actorUserId: user.id,
    action: 'authrep.authority',
    entity: 'representation',
    entityId: body.representationId,
    ip: req.ip,
    detail: { documentId: outcome.document.id, personUserId: active.rep.personUserId },
  });
  const representation = (await listSide(db, 'rep', user.id)).find((r) => r.id === body.representationId) ?? null;
  return { isSuccess: true, message, code: null, representation };
}

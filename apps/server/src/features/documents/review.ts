import type { DecisionRequest, Locale, WorkerCaseDocuments } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { sendNotice } from '../communications/service';
import { presentWorkerDocument } from './present';
import {
  documentsOfTarget,
  recordDecision,
  refreshItemStatus,
  staffApplication,
  staffCase,
  staffDocument,
} from './review-repo';
import { isUuid } from './service';
import { officeScope } from '../worker/scope';

/**
 * The caseworkers' review (spec part 1 §6: "marks documents Accepted, Rejected or Partially
 * Rejected"). A caseworker sees the cases of their own office; an administrator, every office.
 */

type Staff = Pick<SessionUser, 'id' | 'staffRole'>;
/** Who acts, from where (for the audit trail). */
type Actor = { user: Staff; ip: string };

/** The offices whose cases a staff member sees (ADR 0402). */
const staffOffice = (db: Db, user: Staff) => officeScope(db, user);

/** The submitted documents of one case (or submitted application not yet on a case); the read is audited. */
export async function caseDocuments(db: Db, actor: Actor, id: string, locale: Locale): Promise<WorkerCaseDocuments> {
  const { user, ip } = actor;
  const office = await staffOffice(db, user);
  if (!isUuid(id)) throw notFound();
  const onCase = await staffCase(db, id, office);
  const onApplication = onCase ? null : await staffApplication(db, id, office);
  const found = onCase
    ? { id: onCase.id, reference: onCase.reference, person: `${onCase.firstName} ${onCase.lastName}` }
    : onApplication
      ? { id: onApplication.id, reference: onApplication.reference, person: onApplication.applicantName }
      : null;
  if (!found) throw notFound();
  const rows = await documentsOfTarget(db, onCase ? { caseId: found.id } : { applicationId: found.id });
  const entity = onCase ? 'case' : 'application';
  await audit(db, { actorUserId: user.id, action: 'documents.listed', entity, entityId: found.id, ip });
  return {
    kind: onCase ? 'CASE' : 'APPLICATION',
    caseID: found.id,
    caseReference: found.reference,
    primaryPerson: found.person,
    documents: rows.map((r) => presentWorkerDocument(r, locale)),
  };
}

/** A submitted document the staff member may see; any other id → 404. */
async function reviewable(db: Db, user: Staff, id: string) {
  const office = await staffOffice(db, user);
  const doc = isUuid(id) ? await staffDocument(db, id, office) : null;
  if (!doc) throw notFound();
  return doc;
}

/** A submitted document to open; the opening is audited. */
export async function documentToOpen(db: Db, { user, ip }: Actor, id: string) {
  const doc = await reviewable(db, user, id);
  await audit(db, { actorUserId: user.id, action: 'document.opened', entity: 'document', entityId: doc.id, ip });
  return doc;
}

/** A submitted document to show inside the review page; the viewing is audited like an opening. */
export async function documentToPreview(db: Db, { user, ip }: Actor, id: string) {
  const doc = await reviewable(db, user, id);
  await audit(db, { actorUserId: user.id, action: 'document.previewed', entity: 'document', entityId: doc.id, ip });
  return doc;
}

/**
 * Records a caseworker's decision, brings the verification item up to date, and tells the
 * resident (through the outbox), all in one transaction.
 */
export async function decide(db: Db, { user, ip }: Actor, id: string, decision: DecisionRequest) {
  const found = await reviewable(db, user, id);
  await db.transaction(async (tx) => {
    const doc = await recordDecision(tx, found.id, { userId: user.id, at: clock.now() }, decision);
    if (!doc) throw new HttpError(409, 'CONFLICT');
    if (doc.verificationItemId) await refreshItemStatus(tx, doc.verificationItemId);
    // The notice says only that something changed; the reason is read after signing in.
    const kind = `document.${decision.decision.toLowerCase() as Lowercase<DecisionRequest['decision']>}` as const;
    await sendNotice(tx, { userId: doc.ownerUserId, kind, params: undefined });
    const detail = { decision: decision.decision, reasonCode: decision.reasonCode ?? null };
    const entityId = doc.id;
    await audit(tx, { actorUserId: user.id, action: 'document.reviewed', entity: 'document', entityId, ip, detail });
  });
  return { isSuccess: true, status: decision.decision };
}

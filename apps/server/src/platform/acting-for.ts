import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { REP_PROGRAMME_OF } from '@portal/contracts';
import { definitionOf, isAppealForm, isCaseForm, programsOf, prune, type Answers } from '@portal/forms';
import { audit } from './audit';
import type { Db } from './db';
import {
  applicationDrafts,
  applicationPrograms,
  applications,
  documentApplications,
  documents,
  representations,
  users,
} from './db/schema';
import { requireUser } from './http/context';
import { ExplainedError, HttpError, notFound } from './http/errors';
import type { FieldCipher } from './crypto';
import { inEveryLanguage } from './i18n';
import type { Acting, Session, SessionUser } from './session-user';
import { SESSION_USER_COLUMNS } from './sessions';

/**
 * Acting for someone (ADR 0119). The session of a representative who switched to a person holds
 * the representation's id under ACTING_FOR; the calls of applying ask `requireApplicant`, which
 * reads the representation on every request (never a cached copy), so a revocation ends the
 * access at the next request, and answers with the person as the applicant, marked `acting`.
 * Each such request is written to the audit log: who acted, for whom, which call.
 */
export const ACTING_FOR = 'actingFor';

/** The representation a session acts through, if it is still active and the session's user holds it. */
export async function activeRepresentation(db: Db, representationId: string, repUserId: string) {
  const [row] = await db
    .select({ rep: representations, documentStatus: documents.status })
    .from(representations)
    .leftJoin(documents, eq(documents.id, representations.authorityDocumentId))
    .where(
      and(
        eq(representations.id, representationId),
        eq(representations.repUserId, repUserId),
        eq(representations.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

/** Proof of authority stands once uploaded, until a caseworker rejects it. */
const authorityStands = (status: string | null) =>
  status !== null && status !== 'REJECTED' && status !== 'PARTIALLY_REJECTED';

/** The person as a request made for them sees them (the columns the session store reads). */
async function personAsUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await db.select(SESSION_USER_COLUMNS).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The person's record an applying call names, so that `requireApplicant` checks it against what
 * the acting representative was granted (ADR 0119, "One check of the grant"): a draft (its id is
 * the iegExecutionID / formId of the routes) or a submitted application. `null`: the call names
 * no record of the person (a list, a start); lists keep only what `mayReach` allows.
 */
export type ActingRecord = { draft: string } | { application: string } | null;

/**
 * The programmes of a draft, as a representation names them: the form's fixed programmes or
 * those chosen so far. `null` for a draft no representative reaches: a change report, renewal
 * or appeal request (those calls stay the signed-in account's own), identity proofing (applies
 * for nothing), a form the portal no longer knows.
 */
export function draftProgrammes(
  cipher: FieldCipher,
  draft: { formId: string; caseId: string | null; answersEnc: string },
): string[] | null {
  if (draft.caseId !== null || isCaseForm(draft.formId) || isAppealForm(draft.formId)) return null;
  const def = definitionOf(draft.formId);
  if (!def) return null;
  if ('fixed' in def.programs) return def.programs.fixed.length > 0 ? [...def.programs.fixed] : null;
  return programsOf(def, prune(def, JSON.parse(cipher.decrypt(draft.answersEnc)) as Answers));
}

/** The programmes of one of the person's records, or null when it is not theirs or not reachable by acting. */
async function programmesOfRecord(
  db: Db,
  cipher: FieldCipher,
  personUserId: string,
  record: NonNullable<ActingRecord>,
): Promise<string[] | null> {
  if ('draft' in record) {
    const [draft] = await db
      .select({
        formId: applicationDrafts.formId,
        caseId: applicationDrafts.caseId,
        answersEnc: applicationDrafts.answersEnc,
      })
      .from(applicationDrafts)
      .where(and(eq(applicationDrafts.id, record.draft), eq(applicationDrafts.userId, personUserId)));
    return draft ? draftProgrammes(cipher, draft) : null;
  }
  const rows = await db
    .select({ code: applicationPrograms.programCode })
    .from(applications)
    .innerJoin(applicationPrograms, eq(applicationPrograms.applicationId, applications.id))
    .where(and(eq(applications.id, record.application), eq(applications.userId, personUserId)));
  return rows.length > 0 ? rows.map((r) => r.code) : null;
}

/**
 * Whether the acting representative may reach a record of these programmes: every one of them
 * named in the representation, and medical assistance only with proof of authority that stands.
 * Not acting: always (the signed-in person's own records).
 */
export function mayReach(acting: Acting | undefined, programmes: readonly string[] | null): boolean {
  if (!acting) return true;
  if (programmes === null) return false;
  const needed = programmes.map((p) => REP_PROGRAMME_OF[p] ?? p);
  if (needed.some((p) => !acting.programmes.includes(p))) return false;
  return !needed.includes('MA') || acting.authorityDocumentId !== null;
}

/**
 * The applicant of an applying call: the signed-in user, or the person they act for now. A
 * session still pointing at a revoked representation gets 403 until it stops acting. Every call
 * that names one of the person's records passes it (`record`): while acting, a record of a
 * programme the representative was not named for (or medical assistance without proof that
 * stands), or one that is not the person's, is not found (404) — the one place the grant is
 * checked, whatever call or path spelling reaches the record.
 */
export async function requireApplicant(
  req: FastifyRequest,
  record: ActingRecord,
): Promise<{ session: Session; user: SessionUser }> {
  const found = await requireUser(req);
  const representationId = found.session.data[ACTING_FOR];
  if (typeof representationId !== 'string') return found;
  const { db, cipher } = req.server.ctx;
  const active = await activeRepresentation(db, representationId, found.user.id);
  const person = active && (await personAsUser(db, active.rep.personUserId));
  if (!active || !person) throw new HttpError(403, 'FORBIDDEN');
  await audit(db, {
    actorUserId: found.user.id,
    action: 'authrep.act',
    entity: 'user',
    entityId: person.id,
    ip: req.ip,
    detail: { representationId, call: `${req.method} ${req.routeOptions.url ?? req.url}` },
  });
  const acting = {
    representationId,
    repUserId: found.user.id,
    programmes: active.rep.programmes,
    authorityDocumentId: authorityStands(active.documentStatus) ? active.rep.authorityDocumentId : null,
  };
  if (record && !mayReach(acting, await programmesOfRecord(db, cipher, person.id, record))) throw notFound();
  return { session: found.session, user: { ...person, acting } };
}

/**
 * Refuses, while acting, programmes the person did not name the representative for, and medical
 * assistance until the representative gave proof of authority (not rejected by a caseworker).
 */
export function checkActingMay(acting: Acting | undefined, programs: readonly string[]): void {
  if (!acting) return;
  const needed = programs.map((p) => REP_PROGRAMME_OF[p] ?? p);
  if (needed.some((p) => !acting.programmes.includes(p))) {
    throw new ExplainedError(403, 'FORBIDDEN', 'programs', inEveryLanguage('authrep.notNamedFor'));
  }
  if (needed.includes('MA') && !acting.authorityDocumentId) {
    throw new ExplainedError(409, 'CONFLICT', 'authority', inEveryLanguage('authrep.authorityNeeded'));
  }
}

/**
 * A medical application signed by a representative carries their proof of authority: the
 * caseworker finds the document among the application's own.
 */
export async function attachAuthority(
  db: Db,
  acting: Acting | undefined,
  programs: readonly string[],
  applicationId: string,
) {
  if (!acting?.authorityDocumentId || !programs.some((p) => REP_PROGRAMME_OF[p] === 'MA')) return;
  await db
    .insert(documentApplications)
    .values({ documentId: acting.authorityDocumentId, applicationId })
    .onConflictDoNothing();
}

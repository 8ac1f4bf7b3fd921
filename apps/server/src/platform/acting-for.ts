import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { REP_PROGRAMME_OF } from '@portal/contracts';
import { audit } from './audit';
import type { Db } from './db';
import { documentApplications, documents, representations, users } from './db/schema';
import { requireUser } from './http/context';
import { ExplainedError, HttpError } from './http/errors';
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
 * The applicant of an applying call: the signed-in user, or the person they act for now. A
 * session still pointing at a revoked representation gets 403 until it stops acting.
 */
export async function requireApplicant(req: FastifyRequest): Promise<{ session: Session; user: SessionUser }> {
  const found = await requireUser(req);
  const representationId = found.session.data[ACTING_FOR];
  if (typeof representationId !== 'string') return found;
  const { db } = req.server.ctx;
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

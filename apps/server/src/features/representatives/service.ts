import { aliasedTable, and, desc, eq, sql } from 'drizzle-orm';
import { type AuthorityStatus, type AuthorizedRep, type RepProgramme, type Representation } from '@portal/contracts';
import { ACTING_FOR, activeRepresentation } from '../../platform/acting-for';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { documents, representations, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import type { Session, SessionUser } from '../../platform/sessions';
import { invitationsOf } from './invitations';

/** Authorized representatives (ADR 0119): inviting, accepting, revoking, acting for someone, proof of authority. */

export interface Who {
  actorUserId: string;
  ip: string;
}

export const other = aliasedTable(users, 'other');

function authorityOf(status: string | null): AuthorityStatus {
  if (status === null) return 'NONE';
  if (status === 'ACCEPTED') return 'ACCEPTED';
  return status === 'REJECTED' || status === 'PARTIALLY_REJECTED' ? 'REJECTED' : 'PENDING';
}

/** Active representations on one side: where the user is the person, or the representative. */
export async function listSide(db: Db, side: 'person' | 'rep', userId: string): Promise<Representation[]> {
  const mine = side === 'person' ? representations.personUserId : representations.repUserId;
  const theirs = side === 'person' ? representations.repUserId : representations.personUserId;
  const rows = await db
    .select({ rep: representations, firstName: other.firstName, lastName: other.lastName, doc: documents.status })
    .from(representations)
    .innerJoin(other, eq(other.id, theirs))
    .leftJoin(documents, eq(documents.id, representations.authorityDocumentId))
    .where(and(eq(mine, userId), eq(representations.status, 'ACTIVE')))
    .orderBy(desc(representations.createdAt));
  return rows.map((r) => ({
    id: r.rep.id,
    name: `${r.firstName} ${r.lastName}`,
    programmes: r.rep.programmes as RepProgramme[],
    kind: r.rep.kind,
    createdOn: r.rep.createdAt.toISOString(),
    authorityStatus: authorityOf(r.doc),
  }));
}

/**
 * What the authorized_rep call answers for the signed-in user and their session. A session still
 * pointing at a representation that ended stops acting here (its applying calls were refused).
 */
export async function authorizedRepOf(ctx: AppContext, user: SessionUser, session: Session): Promise<AuthorizedRep> {
  const [representatives, actingForPeople, invitations] = await Promise.all([
    listSide(ctx.db, 'person', user.id),
    listSide(ctx.db, 'rep', user.id),
    invitationsOf(ctx.db, user.id),
  ]);
  const { [ACTING_FOR]: actingId, ...rest } = session.data;
  const actingFor = actingForPeople.find((p) => p.id === actingId) ?? null;
  if (actingId !== undefined && !actingFor) {
    await ctx.sessions.update(session, { data: rest });
    session.data = rest;
  }
  return {
    isProvisionedAuthRep: user.authRepEpassEnabled,
    representatives,
    actingForPeople,
    actingFor,
    ...invitations,
  };
}

/** The spec's display flags (epass_display_enabled), from the account and its representations. */
export async function displayFlagsOf(db: Db, user: SessionUser) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(representations)
    .where(and(eq(representations.repUserId, user.id), eq(representations.status, 'ACTIVE')));
  const actsForSomeone = (row?.count ?? 0) > 0;
  const provisioned = user.authRepEpassEnabled;
  return {
    // The resident's own pages (Your applications) show unless the state made the account a representative only.
    displayRegularEpassInd: user.displayRegularEpass && !provisioned,
    // Representative mode: the account acts for someone, or the state provisioned it.
    isAuthRepEpassEnabled: provisioned || actsForSomeone,
    isRegularEpassUser: !provisioned,
  };
}

export async function revokeRepresentative(db: Db, user: SessionUser, representationId: string, who: Who) {
  const ended = await db
    .update(representations)
    .set({ status: 'REVOKED', revokedAt: clock.now(), revokedBy: user.id })
    .where(
      and(
        eq(representations.id, representationId),
        eq(representations.personUserId, user.id),
        eq(representations.status, 'ACTIVE'),
      ),
    )
    .returning({ id: representations.id, repUserId: representations.repUserId });
  if (ended.length === 0) throw notFound();
  await audit(db, {
    ...who,
    action: 'authrep.revoke',
    entity: 'representation',
    entityId: representationId,
    detail: { personUserId: user.id, repUserId: ended[0]!.repUserId },
  });
  return { isSuccess: true };
}

/** The representative starts acting for a person they represent (or stops: null). */
export async function actFor(
  ctx: AppContext,
  session: Session,
  user: SessionUser,
  representationId: string | null,
  who: Who,
): Promise<AuthorizedRep> {
  const { [ACTING_FOR]: previous, ...rest } = session.data;
  if (representationId === null) {
    if (previous !== undefined) await ctx.sessions.update(session, { data: rest });
    session.data = rest;
  } else {
    const active = await activeRepresentation(ctx.db, representationId, user.id);
    if (!active) throw notFound();
    const data = { ...rest, [ACTING_FOR]: representationId };
    await ctx.sessions.update(session, { data });
    session.data = data;
    await audit(ctx.db, {
      ...who,
      action: 'authrep.actFor',
      entity: 'user',
      entityId: active.rep.personUserId,
      detail: { representationId },
    });
  }
  return authorizedRepOf(ctx, user, session);
}

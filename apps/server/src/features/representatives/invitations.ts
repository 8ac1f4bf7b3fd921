import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  type AuthorizedRep,
  type NameRepresentativeResult,
  type RepProgramme,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { addDays } from '../../platform/dates';
import { providerStaff, representationInvitations, representations, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { ExplainedError, notFound } from '../../platform/http/errors';
import { inEveryLanguage, t } from '../../platform/i18n';
import { claim, release, throttled } from '../../platform/rate-limit';
import { sendNotice } from '../communications/service';
import type { Session, SessionUser } from '../../platform/sessions';
import { authorizedRepOf, other, type Who } from './service';

// Naming a representative is an invitation the representative accepts (ADR 0119).

/** Invitations per account, and per address invited, in a day (issue 30: naming is no look-up oracle). */
export const INVITE_LIMITS = { perAccount: 10, perAddress: 3, windowMs: 24 * 60 * 60 * 1000 };

/** The account an invitation goes to: an existing account that may represent someone, not oneself. */
async function invitable(db: Db, user: SessionUser, lookup: string) {
  const [target] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lookup}`, sql`lower(${users.email}) = ${lookup}`))
    .limit(1);
  if (!target || target.id === user.id || target.staffRole !== null) return null;
  const [staffRow] = await db.select().from(providerStaff).where(eq(providerStaff.userId, target.id)).limit(1);
  if (target.providerNewborn || target.providerPresumptive || target.providerBccm || staffRow) return null;
  return target;
}

/**
 * The person invites a representative (issue 30). Throttled per account and per address; then an
 * invitation row is kept whatever the look-up found, and only an account that may represent
 * someone (not oneself, not agency or provider staff) gets a notice. The answer is the same in
 * every case, so it tells nothing about the address.
 */
export async function nameRepresentative(
  db: Db,
  user: SessionUser,
  input: { lookup: string; programmes: RepProgramme[] },
  who: Who,
  locale: string,
): Promise<NameRepresentativeResult> {
  const lookup = input.lookup.trim().toLowerCase();
  const byAccount = `authrep.invite:user:${user.id}`;
  const byAddress = `authrep.invite:address:${lookup}`;
  if (!(await claim(db, byAccount, INVITE_LIMITS.windowMs, INVITE_LIMITS.perAccount))) {
    throw await throttled(db, byAccount);
  }
  if (!(await claim(db, byAddress, INVITE_LIMITS.windowMs, INVITE_LIMITS.perAddress))) {
    // Refused: the account's try is given back, nothing was sent.
    await release(db, byAccount);
    throw await throttled(db, byAddress);
  }
  await db.transaction(async (tx) => {
    const target = await invitable(tx, user, lookup);
    const now = clock.now();
    const expiresAt = addDays(now, INVITATION_DAYS);
    const [row] = await tx
      .insert(representationInvitations)
      .values({
        personUserId: user.id,
        repUserId: target?.id ?? null,
        lookup: input.lookup.trim(),
        programmes: [...input.programmes],
        createdAt: now,
        expiresAt,
      })
      .returning({ id: representationInvitations.id });
    await audit(tx, {
      ...who,
      action: 'authrep.invite',
      entity: 'representation_invitation',
      entityId: row!.id,
      detail: { personUserId: user.id, repUserId: target?.id ?? null, programmes: input.programmes },
    });
    if (target) {
      await sendNotice(tx, {
        userId: target.id,
        kind: 'authrep.invited',
        params: {
          person: `${user.firstName} ${user.lastName}`,
          programmes: input.programmes,
          until: expiresAt.toISOString().slice(0, 10),
        },
      });
    }
  });
  return { isSuccess: true, message: t(locale, 'authrep.invitationSent', { days: INVITATION_DAYS }) };
}

/** A pending invitation not yet expired, with a condition on who may answer it. */
const pending = (id: string, who: ReturnType<typeof eq>) =>
  and(
    eq(representationInvitations.id, id),
    who,
    eq(representationInvitations.status, 'PENDING'),
    gt(representationInvitations.expiresAt, clock.now()),
  );

/**
 * The invited account answers. Accepting makes the representation (REGULAR, or PROVISIONED for
 * an account the state provisioned); both answers tell the person by notice. An invitation not
 * addressed to this account is not found (404); one no longer pending is a 409.
 */
export async function respondToInvitation(
  ctx: AppContext,
  user: SessionUser,
  session: Session,
  input: { invitationId: string; accept: boolean },
  who: Who,
): Promise<AuthorizedRep> {
  await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(representationInvitations)
      .where(
        and(eq(representationInvitations.id, input.invitationId), eq(representationInvitations.repUserId, user.id)),
      )
      .for('update');
    if (!invitation) throw notFound();
    const now = clock.now();
    if (invitation.status !== 'PENDING' || invitation.expiresAt <= now) {
      throw new ExplainedError(409, 'CONFLICT', 'invitationId', inEveryLanguage('authrep.invitationGone'));
    }
    let representationId: string | null = null;
    if (input.accept) {
      // A second acceptance for the same pair keeps the representation there is.
      const [made] = await tx
        .insert(representations)
        .values({
          personUserId: invitation.personUserId,
          repUserId: user.id,
          programmes: invitation.programmes,
          kind: user.authRepEpassEnabled ? 'PROVISIONED' : 'REGULAR',
        })
        .onConflictDoNothing()
        .returning({ id: representations.id });
      const [existing] = made
        ? [made]
        : await tx
            .select({ id: representations.id })
            .from(representations)
            .where(
              and(
                eq(representations.personUserId, invitation.personUserId),
                eq(representations.repUserId, user.id),
                eq(representations.status, 'ACTIVE'),
              ),
            );
      representationId = existing?.id ?? null;
    }
    const answer = input.accept ? 'ACCEPTED' : 'DECLINED';
    await tx
      .update(representationInvitations)
      .set({ status: answer, decidedAt: now, representationId })
      .where(eq(representationInvitations.id, invitation.id));
    await audit(tx, {
      ...who,
      action: input.accept ? 'authrep.accept' : 'authrep.decline',
      entity: 'representation_invitation',
      entityId: invitation.id,
      detail: { personUserId: invitation.personUserId, repUserId: user.id, representationId },
    });
    await sendNotice(tx, {
      userId: invitation.personUserId,
      kind: 'authrep.answered',
      params: { rep: `${user.firstName} ${user.lastName}`, programmes: invitation.programmes, answer },
    });
  });
  return authorizedRepOf(ctx, user, session);
}

/** The person withdraws an invitation still waiting for an answer; someone else's, or an answered one, is not found. */
export async function withdrawInvitation(db: Db, user: SessionUser, invitationId: string, who: Who) {
  const done = await db
    .update(representationInvitations)
    .set({ status: 'WITHDRAWN', decidedAt: clock.now() })
    .where(pending(invitationId, eq(representationInvitations.personUserId, user.id)))
    .returning({ id: representationInvitations.id });
  if (done.length === 0) throw notFound();
  await audit(db, { ...who, action: 'authrep.withdraw', entity: 'representation_invitation', entityId: invitationId });
  return { isSuccess: true };
}

/** Invitations waiting for this account's answer, and those the person sent (newest first). */
export async function invitationsOf(db: Db, userId: string) {
  const now = clock.now();
  const received = await db
    .select({ inv: representationInvitations, firstName: other.firstName, lastName: other.lastName })
    .from(representationInvitations)
    .innerJoin(other, eq(other.id, representationInvitations.personUserId))
    .where(
      and(
        eq(representationInvitations.repUserId, userId),
        eq(representationInvitations.status, 'PENDING'),
        gt(representationInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(representationInvitations.createdAt));
  const sent = await db
    .select()
    .from(representationInvitations)
    .where(eq(representationInvitations.personUserId, userId))
    .orderBy(desc(representationInvitations.createdAt))
    .limit(20);
  return {
    invitations: received.map(({ inv, firstName, lastName }) => ({
      id: inv.id,
      name: `${firstName} ${lastName}`,
      programmes: inv.programmes as RepProgramme[],
      createdOn: inv.createdAt.toISOString(),
      expiresOn: inv.expiresAt.toISOString(),
    })),
    sentInvitations: sent.map((inv) => ({
      id: inv.id,
      lookup: inv.lookup,
      programmes: inv.programmes as RepProgramme[],
      createdOn: inv.createdAt.toISOString(),
      expiresOn: inv.expiresAt.toISOString(),
      status: inv.status === 'PENDING' && inv.expiresAt <= now ? ('EXPIRED' as const) : inv.status,
    })),
  };
}

/** The person ends a representation; the representative's next request while acting is refused. */

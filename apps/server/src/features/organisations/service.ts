import { count, desc, eq } from 'drizzle-orm';
import { lang, type Locale, type OrganisationApplications, type StartHouseholdApplication } from '@portal/contracts';
import { definitionOf } from '@portal/forms';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { applications, organisationMembers, organisations } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { definitionFor, insertDraft, programsOfApplications, storeAnswers, type Source } from '../applications/service';
import { badgeFor } from '../dashboard/service';

/**
 * An organisation's user (issue 13): starts applications for households, several of one type
 * at a time (each its own draft, with the household's label), and lists what the organisation
 * submitted. Only accounts an administrator named for a provisioned organisation; anyone else
 * is refused (403), and an organisation's list holds only its own applications.
 */

/** The organisation the account acts for, or null. */
export async function organisationOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId));
  return row ?? null;
}

async function requireOrganisation(db: Db, user: SessionUser) {
  const org = await organisationOf(db, user.id);
  if (!org) throw new HttpError(403, 'FORBIDDEN');
  return org;
}

/** A new draft for a household; no one-per-type or pending rule: the household is not the user's own. */
export async function startForHousehold(
  ctx: AppContext,
  user: SessionUser,
  input: StartHouseholdApplication,
  source: Source,
): Promise<string> {
  const org = await requireOrganisation(ctx.db, user);
  const def = definitionFor(input.applicationTypeId);
  const now = clock.now();
  const draft = await insertDraft(ctx.db, {
    userId: user.id,
    formId: def.id,
    formVersion: def.version,
    answersEnc: storeAnswers(ctx.cipher, {}),
    createdAt: now,
    updatedAt: now,
    organisationId: org.id,
    householdLabel: input.householdLabel,
  });
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'application.start',
    entity: 'application_draft',
    entityId: draft.id,
    detail: { formId: def.id, organisationId: org.id },
  });
  return draft.id;
}

/** The organisation's submitted applications, newest first, one page (the page size is capped by the contract). */
export async function organisationApplications(
  ctx: AppContext,
  user: SessionUser,
  page: { pageNumber: number; pageSize: number },
  locale: Locale,
  source: Source,
): Promise<OrganisationApplications> {
  const org = await requireOrganisation(ctx.db, user);
  const mine = eq(applications.organisationId, org.id);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: applications.id,
        reference: applications.reference,
        formId: applications.formId,
        householdLabel: applications.householdLabel,
        applicantName: applications.applicantName,
        submittedAt: applications.submittedAt,
      })
      .from(applications)
      .where(mine)
      .orderBy(desc(applications.submittedAt), desc(applications.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    ctx.db.select({ n: count() }).from(applications).where(mine),
  ]);
  const programs = await programsOfApplications(
    ctx.db,
    rows.map((r) => r.id),
  );
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'organisation.applications.read',
    entity: 'organisation',
    entityId: org.id,
    detail: { pageNumber: page.pageNumber },
  });
  const l = lang(locale);
  return {
    organisationName: org.name,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalCount: total?.n ?? 0,
    applications: rows.map((r) => {
      const statuses = programs.filter((p) => p.applicationId === r.id).map((p) => badgeFor(p.status));
      return {
        applicationId: r.id,
        reference: r.reference,
        householdLabel: r.householdLabel,
        applicantName: r.applicantName,
        title: definitionOf(r.formId)?.title[l] ?? r.formId,
        submittedAt: r.submittedAt.toISOString(),
        badge: statuses.includes('PENDING_DECISION') ? 'PENDING_DECISION' : (statuses[0] ?? 'PENDING_DECISION'),
      };
    }),
  };
}

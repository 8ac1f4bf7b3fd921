import type { Dashboard, DashboardBadge, Locale } from '@portal/contracts';
import { describeCode, lang } from '@portal/contracts';
import { definitionOf } from '@portal/forms';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { listUserApplications, neededDocumentsOf, sentNeededKeys } from '../applications/service';
import { organisationOf } from '../organisations/service';
import { casesOfPerson } from '../cases/repo';
import { dayIn, sixMonthsBefore } from '../../platform/dates';
import { coverageOfPerson } from '../presumptive/service';
import { dashboardTasks } from '../reminders/tasks';

/** A case, case programme or application programme status as the badge a resident sees. */
export function badgeFor(status: string): DashboardBadge {
  switch (status) {
    case 'ACTIVE':
    case 'APPROVED':
      return 'ACTIVE';
    case 'CLOSED':
      return 'CLOSED';
    case 'DENIED':
      return 'DENIED';
    case 'WITHDRAWN':
      return 'WITHDRAWN';
    default:
      // PENDING, SUSPENDED, WITHDRAWAL_REQUESTED: the agency still has to decide.
      return 'PENDING_DECISION';
  }
}

/**
 * The dashboard of the signed-in person: their own applications (drafts and those submitted in
 * the last six months) and, for a linked account, the cases of the person it is linked to (the
 * link is what proves whose cases they are); a standard or delinked account sees no cases.
 */
export async function dashboardFor(db: Db, user: SessionUser, locale: Locale, timeZone: string): Promise<Dashboard> {
  const userType = effectiveUserType(user);
  const l = lang(locale);
  // Submitted applications are listed for six months (spec part 1 §9).
  const since = sixMonthsBefore(clock.now());
  const person = userType === 'LINKED' ? user.linkedPersonId : null;
  const [caseRows, apps, organisation, presumptiveCoverage, tasks] = await Promise.all([
    person ? casesOfPerson(db, person) : Promise.resolve([]),
    listUserApplications(db, user.id, since),
    organisationOf(db, user.id),
    // Temporary coverage a provider filed for the linked person (found by their SSN).
    person ? coverageOfPerson(db, person, dayIn(clock.now(), timeZone)) : Promise.resolve(null),
    dashboardTasks(db, user.id, locale, timeZone),
  ]);
  // Which of the documents the applications call for were sent: one more read, only when some are called for.
  const calling = apps.submitted.filter((a) => a.documentsCalledFor.length > 0).map((a) => a.applicationId);
  const sent = await sentNeededKeys(db, calling);
  const programName = (code: string) => describeCode('ProgramType', code, l);
  const formTitle = (formId: string) => definitionOf(formId)?.title[l] ?? formId;
  return {
    displayName: `${user.firstName} ${user.lastName}`,
    userType,
    isDelinked: user.delinkedAt !== null,
    organisationName: organisation?.name ?? null,
    cases: caseRows.map((c) => ({
      caseReference: c.reference,
      badge: badgeFor(c.status),
      openedOn: c.openedOn,
      certificationEndOn: c.certificationEndOn,
      programs: c.programs.map((p) => ({
        programCode: p.programCode,
        programName: programName(p.programCode),
        badge: badgeFor(p.status),
        startedOn: p.startedOn,
      })),
    })),
    applications: [
      ...apps.drafts.map((d) => ({
        kind: 'DRAFT' as const,
        id: d.formId,
        reference: null,
        // An organisation's drafts for several households are told apart by their label.
        title: d.householdLabel
          ? `${formTitle(d.applicationTypeId)} (${d.householdLabel})`
          : formTitle(d.applicationTypeId),
        badge: 'IN_PROGRESS' as const,
        date: d.createdAt.toISOString(),
        programs: [],
        documentsNeeded: [],
      })),
      ...apps.submitted.map((a) => ({
        kind: 'SUBMITTED' as const,
        id: a.applicationId,
        reference: a.reference,
        title: a.householdLabel
          ? `${formTitle(a.applicationTypeId)} (${a.householdLabel})`
          : formTitle(a.applicationTypeId),
        badge: a.programs.some((p) => badgeFor(p.status) === 'PENDING_DECISION')
          ? ('PENDING_DECISION' as const)
          : badgeFor(a.programs[0]?.status ?? 'PENDING'),
        date: a.submittedAt.toISOString(),
        programs: a.programs.map((p) => ({
          programCode: p.programCode,
          programName: programName(p.programCode),
          badge: badgeFor(p.status),
        })),
        documentsNeeded: neededDocumentsOf(a.documentsCalledFor, sent.get(a.applicationId) ?? new Set(), locale),
      })),
    ],
    tasks,
    presumptiveCoverage: presumptiveShown(presumptiveCoverage, caseRows, apps.submitted),
  };
}

/**
 * Temporary coverage as the dashboard tells it: not at all once full Medicaid is active on one of
 * the person's cases (it replaces the temporary coverage); otherwise with whether the Medicaid
 * application it asks for is already in.
 */
function presumptiveShown(
  coverage: { coverageStart: string; coverageEnd: string } | null,
  caseRows: { programs: { programCode: string; status: string }[] }[],
  submitted: { programs: { programCode: string; status: string }[] }[],
) {
  if (!coverage) return null;
  const isMedicaid = (p: { programCode: string }) => p.programCode === 'MA';
  if (caseRows.some((c) => c.programs.some((p) => isMedicaid(p) && p.status === 'ACTIVE'))) return null;
  const medicaidApplied = submitted.some((a) => a.programs.some((p) => isMedicaid(p) && p.status === 'PENDING'));
  return { ...coverage, medicaidApplied };
}

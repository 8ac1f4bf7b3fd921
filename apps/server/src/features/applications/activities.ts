import { type Activities, type Activity, type Locale } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { usDate } from '../../platform/dates';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import type { SessionUser } from '../../platform/sessions';
import { caseOfMember, programsOfCases } from '../cases/repo';
import { describeCode, programName } from './present';
import { verificationsOfCase } from './repo';
import type { Source } from './service';

type CaseRow = NonNullable<Awaited<ReturnType<typeof caseOfMember>>>;
type CaseProgram = Awaited<ReturnType<typeof programsOfCases>>[number];
type Verification = Awaited<ReturnType<typeof verificationsOfCase>>[number];

/**
 * The outcome plan of a case as the resident sees it (GET activities?outcome_plan_id=): every
 * document the agency asked for on the case, and the food-assistance renewal while the
 * certification period runs — renewal opens on the first day of the month in which the period
 * ends (spec part 2 §9). Soonest due first.
 */
export function activitiesOf(
  plan: CaseRow,
  programs: CaseProgram[],
  verifications: Verification[],
  today: Date,
  locale: Locale,
): Activities {
  const todayIso = today.toISOString().slice(0, 10);
  const list: Activity[] = verifications.map((v) => ({
    activity_id: v.id,
    type: 'VERIFICATION',
    name: describeCode('VerificationItem', v.itemCode, locale),
    description: describeCode('VerificationEvidence', v.itemCode, locale),
    programCode: v.programCode,
    programName: programName(v.programCode, locale),
    status: v.status,
    start_date: v.createdAt.toISOString().slice(0, 10),
    end_date: v.dueOn,
    personName: `${v.firstName} ${v.lastName}`,
  }));
  const food = programs.find((p) => p.programCode === 'FNS' && ['ACTIVE', 'SUSPENDED'].includes(p.status));
  const end = plan.certificationEndOn;
  if (food && end && ['ACTIVE', 'SUSPENDED'].includes(plan.status) && end >= todayIso) {
    const opens = `${end.slice(0, 8)}01`;
    list.push({
      activity_id: `renewal:${plan.id}:${end}`,
      type: 'RENEWAL',
      name: t(locale, 'applications.renewal.name'),
      description: t(locale, 'applications.renewal.description', { date: usDate(end) }),
      programCode: 'FNS',
      programName: programName('FNS', locale),
      status: todayIso >= opens ? 'OPEN' : 'UPCOMING',
      start_date: opens,
      end_date: end,
      personName: null,
    });
  }
  list.sort((a, b) => a.end_date.localeCompare(b.end_date) || a.name.localeCompare(b.name));
  return { outcome_plan_id: plan.id, caseReference: plan.reference, activities: list };
}

/** The outcome plan of one of the linked person's household's cases (404 for any other case). */
export async function activitiesOfCase(
  ctx: AppContext,
  user: SessionUser,
  caseId: string,
  locale: Locale,
  source: Source,
) {
  const plan = user.linkedPersonId ? await caseOfMember(ctx.db, user.linkedPersonId, caseId) : undefined;
  if (!plan) throw notFound();
  const [programs, verifications] = await Promise.all([
    programsOfCases(ctx.db, [plan.id]),
    verificationsOfCase(ctx.db, plan.id),
  ]);
  const read = { action: 'case.activities.read', entity: 'case', entityId: plan.id };
  await audit(ctx.db, { ...source, actorUserId: user.id, ...read });
  return activitiesOf(plan, programs, verifications, clock.now(), locale);
}

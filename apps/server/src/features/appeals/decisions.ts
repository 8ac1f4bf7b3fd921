import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import {
  APPEAL_DAYS,
  APPEAL_FILING_CUTOFF_HOUR,
  describeCode,
  lang,
  type AppealableDecision,
  type AppealTrack,
  type Locale,
} from '@portal/contracts';
import { clock } from '../../platform/clock';
import { addDays, businessDayFrom, dayIn, filingDay, isoDay, sixMonthsBefore, usDate } from '../../platform/dates';
import type { Db } from '../../platform/db';
import {
  appeals,
  applicationPrograms,
  applications,
  caseChanges,
  cases,
  stateHolidays,
} from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { t } from '../../platform/i18n';

/**
 * The decisions a person can appeal (spec part 2 §4, §9): a programme of one of their
 * applications approved, denied or withdrawn, or a change report or renewal of theirs a
 * caseworker decided, in the last six months. Each carries its last day to appeal: 90 days from
 * the decision, moved to the next business day when that falls on a weekend or a holiday.
 */

export type DecisionKind = 'APPLICATION' | 'CASE_ACTION';
export type Refusal = 'PAST_DEADLINE' | 'ALREADY_APPEALED' | 'WITHDRAWN_PROGRAM';

export interface Decision {
  id: string;
  kind: DecisionKind;
  /** APPROVED, DENIED, WITHDRAWN (an application) or COC, RECERT (a case action). */
  what: string;
  programCode: string;
  reference: string;
  decisionDate: string;
  lastDay: string;
  refusal: Refusal | null;
  /** The person's own request about it, still a draft. */
  draftFormId: string | null;
}

/** Medicaid decisions are appealed on /appeals, the other programmes' on /nfAppeals. */
export const trackOf = (programCode: string): AppealTrack => (programCode === 'MA' ? 'MA' : 'NF');

export async function holidaysOf(db: Db): Promise<Set<string>> {
  const rows = await db.select({ day: stateHolidays.day }).from(stateHolidays);
  return new Set(rows.map((r) => r.day));
}

/** The last day to appeal a decision made on `decisionDay`. */
export function lastDayToAppeal(decisionDay: string, holidays: ReadonlySet<string>): string {
  return businessDayFrom(isoDay(addDays(new Date(`${decisionDay}T00:00:00Z`), APPEAL_DAYS)), holidays);
}

/** The date a request sent now counts as filed. */
export function filedOnNow(ctx: AppContext, holidays: ReadonlySet<string>): string {
  return filingDay(clock.now(), APPEAL_FILING_CUTOFF_HOUR, ctx.config.timeZone, holidays);
}

/** Every decision of the person's on a track, newest first, with whether it can be appealed now. */
export async function decisionsOf(ctx: AppContext, userId: string, track: AppealTrack): Promise<Decision[]> {
  const since = sixMonthsBefore(clock.now());
  const [programs, changes, requests, holidays] = await Promise.all([
    ctx.db
      .select({
        id: applicationPrograms.id,
        status: applicationPrograms.status,
        programCode: applicationPrograms.programCode,
        decidedAt: applicationPrograms.decidedAt,
        reference: applications.reference,
      })
      .from(applicationPrograms)
      .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId))
      .where(
        and(
          eq(applications.userId, userId),
          inArray(applicationPrograms.status, ['APPROVED', 'DENIED', 'WITHDRAWN']),
          isNotNull(applicationPrograms.decidedAt),
          gte(applicationPrograms.decidedAt, since),
        ),
      ),
    ctx.db
      .select({
        id: caseChanges.id,
        kind: caseChanges.kind,
        programCode: caseChanges.programCode,
        decidedAt: caseChanges.decidedAt,
        reference: cases.reference,
      })
      .from(caseChanges)
      .innerJoin(cases, eq(cases.id, caseChanges.caseId))
      .where(
        and(eq(caseChanges.userId, userId), eq(caseChanges.status, 'ACCEPTED'), gte(caseChanges.decidedAt, since)),
      ),
    ctx.db
      .select({
        programId: appeals.applicationProgramId,
        changeId: appeals.caseChangeId,
        status: appeals.status,
        draftId: appeals.draftId,
        userId: appeals.userId,
      })
      .from(appeals)
      .where(eq(appeals.userId, userId)),
    holidaysOf(ctx.db),
  ]);
  const today = filedOnNow(ctx, holidays);
  const decision = (
    id: string,
    kind: DecisionKind,
    what: string,
    programCode: string,
    reference: string,
    decidedAt: Date,
  ): Decision => {
    const decisionDate = dayIn(decidedAt, ctx.config.timeZone);
    const lastDay = lastDayToAppeal(decisionDate, holidays);
    const request = requests.find((r) => r.programId === id || r.changeId === id);
    const refusal: Refusal | null =
      what === 'WITHDRAWN'
        ? 'WITHDRAWN_PROGRAM'
        : request && request.status !== 'DRAFT'
          ? 'ALREADY_APPEALED'
          : today > lastDay
            ? 'PAST_DEADLINE'
            : null;
    const draftFormId = request?.status === 'DRAFT' && !refusal ? request.draftId : null;
    return { id, kind, what, programCode, reference, decisionDate, lastDay, refusal, draftFormId };
  };
  return [
    ...programs.map((p) => decision(p.id, 'APPLICATION', p.status, p.programCode, p.reference, p.decidedAt!)),
    ...changes.map((c) => decision(c.id, 'CASE_ACTION', c.kind, c.programCode, c.reference, c.decidedAt!)),
  ]
    .filter((d) => trackOf(d.programCode) === track)
    .sort((a, b) => b.decisionDate.localeCompare(a.decisionDate));
}

/** A refusal in words, with the day the 90 days ended. */
export function refusalText(refusal: Refusal, lastDay: string, l: 'en' | 'es'): string {
  return t(l, 'appeals.refusal', { refusal, date: usDate(lastDay) });
}

export function presentDecision(d: Decision, locale: Locale): AppealableDecision {
  const l = lang(locale);
  return {
    decisionId: d.id,
    kind: d.kind,
    programCode: d.programCode,
    programName: describeCode('ProgramType', d.programCode, l),
    decisionDescription: describeCode('AppealedDecision', d.what, l),
    reference: d.reference,
    decisionDate: d.decisionDate,
    lastDayToAppeal: d.lastDay,
    refusal: d.refusal,
    refusalDescription: d.refusal ? refusalText(d.refusal, d.lastDay, l) : null,
    draftFormId: d.draftFormId,
  };
}

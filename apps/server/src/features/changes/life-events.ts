import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import {
  CODE_TABLES,
  CHANGES_LIST_MONTHS,
  describeCode,
  lang,
  urlOf,
  type LifeEventType,
  type Locale,
} from '@portal/contracts';
import { clock } from '../../platform/clock';
import { subMonths } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { caseChanges } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { definitionFor, type Source } from '../applications/service';
import { eligibilityOf } from './eligibility';
import { startChange } from './service';

/**
 * Life events (spec part 2 §2, §7 "Life events"): what happened in the household, each reported
 * as a change of the food case. Moving, a job started or ended, someone joining or leaving open
 * the part of the change report they touch; naming an authorized representative has its own
 * form. Who may report one is who may report a change (eligibility.ts).
 */

const TYPES = CODE_TABLES.LifeEventType.items.map((i) => i.value);

const info = (type: LifeEventType, locale: Locale) => ({
  lifeEventTypeName: describeCode('LifeEventType', type, lang(locale)),
  lifeEventContextId: type,
  schema: type === 'AUTH_REP' ? 'AUTH_REP' : 'FNS_COC',
});

/** nf_lifeevent/apply_for_coc: the life events one may report, or why none can be. */
export async function lifeEventOptions(ctx: AppContext, user: SessionUser, locale: Locale) {
  const { config } = await eligibilityOf(ctx, user, 'FNS_COC');
  return {
    lifeEvents: TYPES.filter((t) => t !== 'AUTH_REP').map((t) => info(t, locale)),
    unsupportedScenarioCode: config.unsupportedScenarioCode,
  };
}

/** nf_lifeevent/apply_for_ar: naming a representative, and whether it can be done online. */
export async function representativeOption(ctx: AppContext, user: SessionUser, locale: Locale) {
  const { config } = await eligibilityOf(ctx, user, 'FNS_COC');
  return { ...info('AUTH_REP', locale), unsupportedScenarioCode: config.unsupportedScenarioCode };
}

/** life_events_form: starts (or resumes) the report of a life event on the person's food case. */
export async function startLifeEvent(ctx: AppContext, user: SessionUser, type: LifeEventType, source: Source) {
  const { config, caseId } = await eligibilityOf(ctx, user, 'FNS_COC');
  if (!caseId) throw new HttpError(409, 'CONFLICT', 'lifeEventContextId', config.unsupportedScenarioCode ?? undefined);
  return startChange(ctx, user, { cocTypeCode: 'FNS_COC', caseID: caseId }, source, type);
}

/** nf_life_events/list_submitted_lifeevents: the life events the user reported in twelve months. */
export async function submittedLifeEvents(db: Db, user: SessionUser, locale: Locale) {
  const l = lang(locale);
  const rows = await db
    .select()
    .from(caseChanges)
    .where(
      and(
        eq(caseChanges.userId, user.id),
        isNotNull(caseChanges.lifeEvent),
        gte(caseChanges.submittedAt, subMonths(clock.now(), CHANGES_LIST_MONTHS)),
      ),
    )
    .orderBy(desc(caseChanges.submittedAt));
  return {
    header: describeCode('ProgramType', 'FNS', l),
    playerID: user.id,
    applications: rows.map((r) => ({
      displayPDFInd: true,
      applicationUrl: urlOf('caseChangePdf', { id: r.id }),
      applicationName: definitionFor(r.formId).title[l],
      intakeApplicationID: r.id,
      attachmentID: r.id,
      details: {
        lifeEventName: describeCode('LifeEventType', r.lifeEvent!, l),
        lifeEventID: r.lifeEvent!,
        submittedDate: r.submittedAt.toISOString(),
        hasAnswerScript: true,
        remoteSystems: [],
        hasRecommendationsRuleSet: false,
      },
      referenceNumber: r.reference,
      statusDescription: describeCode('ChangeStatus', r.status, l),
    })),
  };
}

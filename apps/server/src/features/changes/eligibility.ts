import { and, eq, isNotNull } from 'drizzle-orm';
import { CASE_FORMS, type FormDefinition } from '@portal/forms';
import type { CocConfig, CocTypeCode, UnsupportedScenarioCode } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { applicationDrafts, caseChanges } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { casesOfPerson } from '../cases/repo';
import { renewalWindow } from './windows';

/**
 * Who may report a change or renew online (spec part 2 §4): an enhanced account linked to the
 * person; for a change, an active food (FNS or SNAP) case; for a renewal, an active or suspended
 * food case whose renewal period has started, with no renewal in progress or already sent for
 * the period. What cannot be done answers with its UnsupportedScenario code, never an error.
 */

export type ChangeKind = 'COC' | 'RECERT';
export type Naming = 'SNAP' | 'FNS';

export const COC_TYPES: Record<CocTypeCode, { kind: ChangeKind; naming: Naming }> = {
  SNAP_COC: { kind: 'COC', naming: 'SNAP' },
  FNS_COC: { kind: 'COC', naming: 'FNS' },
  SNAP_RECERT: { kind: 'RECERT', naming: 'SNAP' },
  FNS_RECERT: { kind: 'RECERT', naming: 'FNS' },
};

export const formOfKind = (kind: ChangeKind): FormDefinition => CASE_FORMS[kind];

/** The food case a person reports on: the first (by reference) with food benefits in these states. */
async function foodCaseOf(db: Db, personId: string, kind: ChangeKind) {
  const states = kind === 'COC' ? ['ACTIVE'] : ['ACTIVE', 'SUSPENDED'];
  const cases = await casesOfPerson(db, personId);
  return cases.find(
    (c) => states.includes(c.status) && c.programs.some((p) => p.programCode === 'FNS' && states.includes(p.status)),
  );
}

/** Drafts of this form on the case: the person's own to resume, or someone else's in the household. */
async function draftsOnCase(db: Db, caseId: string, formId: string) {
  return db
    .select({ id: applicationDrafts.id, userId: applicationDrafts.userId })
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.caseId, caseId), eq(applicationDrafts.formId, formId)));
}

async function renewalSent(db: Db, caseId: string, end: string) {
  const [row] = await db
    .select({ id: caseChanges.id })
    .from(caseChanges)
    .where(
      and(eq(caseChanges.caseId, caseId), eq(caseChanges.kind, 'RECERT'), eq(caseChanges.certificationEndOn, end)),
    );
  return Boolean(row);
}

/** The case found (internal) with the answer of apply_for_*_coc / apply_for_*_recert. */
export interface Eligibility {
  config: CocConfig;
  caseId: string | null;
}

export async function eligibilityOf(ctx: AppContext, user: SessionUser, code: CocTypeCode): Promise<Eligibility> {
  const { kind } = COC_TYPES[code];
  const def = formOfKind(kind);
  const config: CocConfig = {
    nfCOCConfigID: `NFCOC-${code}`,
    cocTypeCode: code,
    processID: def.id,
    caseID: null,
    caseReference: null,
    unsupportedScenarioCode: null,
    inProgressFormId: null,
    dueDate: null,
    opensOn: null,
    nfDisplayLateRecertMessage: false,
    nfLateRecertEndDate: null,
  };
  const refuse = (why: UnsupportedScenarioCode): Eligibility => ({
    config: { ...config, unsupportedScenarioCode: why },
    caseId: null,
  });
  if (effectiveUserType(user) !== 'LINKED' || !user.linkedPersonId) return refuse('NOT_LINKED');
  const found = await foodCaseOf(ctx.db, user.linkedPersonId, kind);
  if (!found) return refuse('NO_FOOD_CASE');
  const onCase = { ...config, caseID: found.id, caseReference: found.reference };
  const drafts = await draftsOnCase(ctx.db, found.id, def.id);
  const own = drafts.find((d) => d.userId === user.id);
  if (kind === 'COC') return { config: { ...onCase, inProgressFormId: own?.id ?? null }, caseId: found.id };

  const end = found.certificationEndOn;
  if (!end) return refuse('NO_FOOD_CASE');
  const window = renewalWindow(end, clock.now(), ctx.config.timeZone);
  const dated = { ...onCase, dueDate: window.dueDate, opensOn: window.opensOn };
  const unsupported = (why: UnsupportedScenarioCode): Eligibility => ({
    config: { ...dated, unsupportedScenarioCode: why },
    caseId: null,
  });
  if (await renewalSent(ctx.db, found.id, end)) return unsupported('RENEWAL_SUBMITTED');
  // Past the deadline the household must apply again: the late-renewal message, with its date.
  if (window.late)
    return { config: { ...dated, nfDisplayLateRecertMessage: true, nfLateRecertEndDate: end }, caseId: null };
  if (!window.open) return unsupported('RENEWAL_NOT_OPEN');
  if (drafts.length > 0 && !own) return unsupported('RENEWAL_IN_PROGRESS');
  return { config: { ...dated, inProgressFormId: own?.id ?? null }, caseId: found.id };
}

/** The drafts of change reports and renewals the user has in progress. */
export async function caseDraftsOf(db: Db, userId: string) {
  return db
    .select({
      id: applicationDrafts.id,
      formId: applicationDrafts.formId,
      caseId: applicationDrafts.caseId,
      cocTypeCode: applicationDrafts.cocTypeCode,
      createdAt: applicationDrafts.createdAt,
    })
    .from(applicationDrafts)
    .where(and(eq(applicationDrafts.userId, userId), isNotNull(applicationDrafts.caseId)));
}

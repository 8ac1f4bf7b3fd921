import { definitionOf, type Answers, type CalledDocument } from '@portal/forms';
import {
  DECISION_WITHIN_DAYS,
  decisionDaysOf,
  DOCUMENTS_DUE_DAYS,
  DRAFT_LIFETIME_DAYS,
  WITHDRAWAL_REASONS,
  describeCode as describeIn,
  isCodeTableKey,
  lang,
  type ConfirmationDetails,
  type DisasterStatus,
  type DraftApplication,
  type EnergyStatus,
  type FormDetails,
  type NeededDocument,
  type Locale,
  type PendingAppFlags,
  type ProgramStatus,
  type SignAndSubmitResult,
  type SubmittedApplication,
  type WithdrawalReasons,
} from '@portal/contracts';
import { addDays, isoDay } from '../../platform/dates';
import { t, type MessageId } from '../../platform/i18n';
import type { ApplicationRow, DraftRow, ProgramRow } from './repo';
import type { DisasterWindow } from './windows';

/** Rows → the spec's answers (field names of spec part 2 §3), in the reader's language. */

/** A code's description in the reader's language (the code tables of packages/contracts). */
export function describeCode(table: string, code: string, locale: Locale): string {
  return isCodeTableKey(table) ? describeIn(table, code, lang(locale)) : code;
}

export const programName = (code: string, locale: Locale) => describeCode('ProgramType', code, locale);
const programInfo = (locale: Locale) => (code: string) => ({ programId: code, name: programName(code, locale) });

/** What a programme's withdrawal status tells the applicant. */
const WITHDRAWAL_MESSAGE = {
  WITHDRAWAL_REQUESTED: 'applications.withdrawal.requested',
  WITHDRAWN: 'applications.withdrawal.withdrawn',
} as const satisfies Partial<Record<ProgramStatus, MessageId>>;

/** A submitted application as submitted_applications lists it (the spec's fields). */
export function presentSubmitted(
  app: ApplicationRow,
  programs: ProgramRow[],
  locale: Locale,
  mayWithdraw: boolean,
): SubmittedApplication {
  const waiting = programs.some((p) => p.status === 'PENDING' || p.status === 'WITHDRAWAL_REQUESTED');
  return {
    application_id: app.id,
    submittedOn: app.submittedAt.toISOString(),
    name: definitionOf(app.formId)?.title[lang(locale)] ?? app.formId,
    status: waiting ? 'PENDING' : 'DECIDED',
    applicationReference: app.reference,
    applicationPrograms: programs.map((p) => {
      const status = p.status as ProgramStatus;
      const message =
        status === 'WITHDRAWAL_REQUESTED' || status === 'WITHDRAWN' ? t(locale, WITHDRAWAL_MESSAGE[status]) : '';
      return {
        application_program_id: p.id,
        name: programName(p.programCode, locale),
        case_id: null,
        programStatusDetails: {
          hasPendingWithdrawalRequest: status === 'WITHDRAWAL_REQUESTED',
          status,
          withdrawalRequestStatusMessage: message,
          canBeWithdrawn: mayWithdraw && status === 'PENDING',
        },
        programId: p.programCode,
      };
    }),
  };
}

/** A draft as draft_applications lists it; `programs` are those asked for so far. */
export function presentDraft(
  d: DraftRow,
  title: string,
  isSubmissionForm: boolean,
  programs: string[],
  locale: Locale,
): DraftApplication {
  return {
    draft_application_id: d.id,
    name: title,
    createdOn: d.createdAt.toISOString(),
    lastUpdatedOn: d.updatedAt.toISOString(),
    isSubmissionForm,
    isMotivation: true,
    motivationID: d.id,
    programs: programs.map(programInfo(locale)),
    expiresOn: addDays(d.createdAt, DRAFT_LIFETIME_DAYS).toISOString(),
    currentPage: d.saveExitPage ?? d.currentPage,
    application_type_id: d.formId,
  };
}

export function presentFormDetails(draft: DraftRow, typeId: string, answers: Answers): FormDetails {
  return {
    formId: draft.id,
    applicationTypeId: typeId,
    version: draft.formVersion,
    answers,
    currentPage: draft.currentPage,
    saveExitPage: draft.saveExitPage,
    createdOn: draft.createdAt.toISOString(),
  };
}

export function presentMotivationDetails(draft: DraftRow, typeId: string, title: string, username: string) {
  return {
    motivationId: draft.id,
    dataStoreId: draft.id,
    typeID: typeId,
    state: 'IN_PROGRESS',
    scriptExecutionID: draft.id,
    username,
    timestamp: draft.updatedAt.toISOString(),
    name: title,
    isSubmissionFormInd: true,
  };
}

export function submitResult(app: ApplicationRow, userRole: string): SignAndSubmitResult {
  return {
    userRole,
    isPresumptiveFlow: false,
    intakeapplicationID: app.id,
    signAndSubmitResponse: { contact: '', reference: app.reference },
    errors: [],
  };
}

/**
 * "Documents we still need": what the application's answers called for, in the reader's
 * language, each marked sent once a document was given for it (and not refused).
 */
export function neededDocumentsOf(
  called: CalledDocument[],
  sent: ReadonlySet<string>,
  locale: Locale,
): NeededDocument[] {
  return called.map((d) => ({
    key: d.key,
    name: describeIn('VerificationItem', d.evidence, lang(locale)),
    text: describeIn('VerificationEvidence', d.evidence, lang(locale)),
    about: [d.person, d.about].filter(Boolean).join(', ') || null,
    sent: sent.has(d.key),
  }));
}

/** The day the documents an application calls for are due: DOCUMENTS_DUE_DAYS after it was sent. */
export const documentsDueOnOf = (app: Pick<ApplicationRow, 'submittedAt'>) =>
  isoDay(addDays(app.submittedAt, DOCUMENTS_DUE_DAYS));

export function confirmationOf(
  app: ApplicationRow,
  programs: string[],
  locale: Locale,
  sent: ReadonlySet<string> = new Set(),
): ConfirmationDetails {
  return {
    intakeapplicationID: app.id,
    reference: app.reference,
    submittedOn: app.submittedAt.toISOString(),
    programs: programs.map((code) => ({
      code,
      name: programName(code, locale),
      decisionDueOn: isoDay(addDays(app.submittedAt, decisionDaysOf(code, app.formId))),
    })),
    decisionDueOn: isoDay(
      addDays(
        app.submittedAt,
        Math.max(DECISION_WITHIN_DAYS, ...programs.map((code) => decisionDaysOf(code, app.formId))),
      ),
    ),
    documentsDueOn: documentsDueOnOf(app),
    documentsNeeded: neededDocumentsOf(app.documentsCalledFor, sent, locale),
  };
}

/** The finish_* result of the spec (part 2 §3): nothing is submitted by finishing. */
export const finishResult = (motivationID: string) => ({
  isSuccess: true,
  application_id: null,
  applicationReference: null,
  motivationID,
  isARCOC: false,
  hasAuthRep: false,
});

export const pendingFlags = (pending: Set<string>): PendingAppFlags => ({
  doesPendingMAGIAppExist: pending.has('MA'),
  doesPendingFNSAppExist: pending.has('FNS'),
  doesPendingABDAppExist: pending.has('MA'),
  doesPendingSNAPAppExist: pending.has('FNS'),
});

export const withdrawalReasons = (locale: Locale): WithdrawalReasons => ({
  withdrawalReason: WITHDRAWAL_REASONS.map((code) => ({
    code,
    description: describeCode('WithdrawalReason', code, locale),
  })),
});

/** The message of is_disaster_active and is_energy_active, in the caller's language. */
export function disasterStatus(disaster: DisasterWindow | null, locale: Locale): DisasterStatus {
  const l = lang(locale);
  const name = disaster ? (l === 'es' ? disaster.nameEs : disaster.nameEn) : null;
  return {
    isDisasterActiveInd: Boolean(disaster),
    isSuccess: true,
    message: name
      ? t(locale, 'applications.window.disasterOpen', { name })
      : t(locale, 'applications.window.disasterClosed'),
    disasterName: name,
    counties: disaster?.counties ?? [],
    endsAt: disaster?.endsAt ?? null,
  };
}

export const energyStatus = (active: boolean, locale: Locale): EnergyStatus => ({
  isEnergyActiveInd: active,
  isSuccess: true,
  message: t(locale, active ? 'applications.window.energyOpen' : 'applications.window.energyClosed'),
});

export const startLieapResult = (formId: string, locale: Locale) => ({
  application_form_id: formId,
  isSuccess: true,
  message: t(locale, 'applications.energy.started'),
});

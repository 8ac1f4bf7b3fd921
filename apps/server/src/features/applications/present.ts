import { definitionOf } from '@portal/forms';
import { lang, type Locale, type ProgramStatus, type SubmittedApplication } from '@portal/contracts';
import { CODE_TABLES } from '../../seed/code-tables';
import type { ApplicationRow, ProgramRow } from './repo';

/** A code's description in the reader's language (the shipped code tables). */
export function describeCode(table: string, code: string, locale: Locale): string {
  const item = CODE_TABLES[table]?.items.find((i) => i.value === code);
  return item ? item[lang(locale)] : code;
}

export const programName = (code: string, locale: Locale) => describeCode('ProgramType', code, locale);

const WITHDRAWAL_MESSAGE = {
  WITHDRAWAL_REQUESTED: { en: 'Your request to withdraw is waiting for a caseworker.', es: 'Su solicitud de retiro está en espera de un trabajador social.' },
  WITHDRAWN: { en: 'This program was withdrawn at your request. You cannot ask for a hearing on it.', es: 'Este programa se retiró a petición suya. No puede pedir una audiencia sobre él.' },
};

/** A submitted application as submitted_applications lists it (the spec's fields). */
export function presentSubmitted(app: ApplicationRow, programs: ProgramRow[], locale: Locale, mayWithdraw: boolean): SubmittedApplication {
  const waiting = programs.some((p) => p.status === 'PENDING' || p.status === 'WITHDRAWAL_REQUESTED');
  return {
    application_id: app.id,
    submittedOn: app.submittedAt.toISOString(),
    name: definitionOf(app.formId)?.title[lang(locale)] ?? app.formId,
    status: waiting ? 'PENDING' : 'DECIDED',
    applicationReference: app.reference,
    applicationPrograms: programs.map((p) => {
      const status = p.status as ProgramStatus;
      const message = status === 'WITHDRAWAL_REQUESTED' || status === 'WITHDRAWN' ? WITHDRAWAL_MESSAGE[status][lang(locale)] : '';
      return {
        application_program_id: p.id,
        name: programName(p.programCode, locale),
        case_id: null,
        programStatusDetails: { hasPendingWithdrawalRequest: status === 'WITHDRAWAL_REQUESTED', status, withdrawalRequestStatusMessage: message, canBeWithdrawn: mayWithdraw && status === 'PENDING' },
        programId: p.programCode,
      };
    }),
  };
}

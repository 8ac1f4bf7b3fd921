/**
 * The code tables of appeals, kept apart from code-tables.ts so each file stays readable;
 * CODE_TABLES includes them. Zod-free.
 */

import { item } from './code-tables-cases';

export const APPEAL_CODE_TABLES = {
  /** Where an appeal request stands (the spec's appealRequestStatus). */
  AppealStatus: {
    defaultValue: null,
    items: [
      item('SUBMITTED', 'Submitted', 'Enviada'),
      item('SCHEDULED', 'Hearing scheduled', 'Audiencia programada'),
      item('DECIDED', 'Decided', 'Decidida'),
      item('WITHDRAWN', 'Withdrawn', 'Retirada'),
    ],
  },
  /** How a hearing is held. */
  HearingMode: {
    defaultValue: null,
    items: [item('PHONE', 'By phone', 'Por teléfono'), item('IN_PERSON', 'In person', 'En persona')],
  },
  /** What the hearing officer decided about the agency's decision. */
  HearingOutcome: {
    defaultValue: null,
    items: [
      item('UPHELD', 'The decision was upheld (it stays)', 'Se confirmó la decisión (se mantiene)'),
      item(
        'REVERSED',
        'The decision was reversed (changed in your favor)',
        'Se revocó la decisión (cambió a su favor)',
      ),
      item('DISMISSED', 'The appeal was dismissed', 'Se desestimó la apelación'),
    ],
  },
  /** What the appealed decision was: a programme of an application, or a case action. */
  AppealedDecision: {
    defaultValue: null,
    items: [
      item('APPROVED', 'Application approved', 'Solicitud aprobada'),
      item('DENIED', 'Application denied', 'Solicitud denegada'),
      item('WITHDRAWN', 'Application withdrawn', 'Solicitud retirada'),
      item('COC', 'Reported change decided', 'Cambio informado decidido'),
      item('RECERT', 'Renewal decided', 'Renovación decidida'),
    ],
  },
};

import { defineMessages } from '../../../i18n/messages';

/** The words of the office's referral pages: the queue and one referral (ADR 0419). */
export const referralStaffMessages = defineMessages({
  'nbOffice.title': { en: 'Newborn referrals', es: 'Referidos de recién nacidos' },
  'nbOne.decisionTitle': { en: 'Decision', es: 'Decisión' },
  'nbOffice.intro': {
    en: 'Babies hospitals and clinics referred for mothers on your office’s Medicaid cases, oldest first. Assign one to yourself, open it to check it against the mother’s case, then decide. Approving adds the baby to the mother’s case as a household member.',
    es: 'Bebés que hospitales y clínicas refirieron para madres de los casos de Medicaid de su oficina; los más antiguos primero. Asígnese uno, ábralo para compararlo con el caso de la madre y luego decida. Al aprobar, el bebé se agrega al caso de la madre como miembro del hogar.',
  },
  'nbOffice.empty': { en: 'No referral waits for a decision.', es: 'Ningún referido espera una decisión.' },
  'nbOffice.emptyFiltered': {
    en: 'No referral matches the search.',
    es: 'Ningún referido coincide con la búsqueda.',
  },
  'nbOffice.emptyMine': { en: 'No referral is assigned to you.', es: 'No tiene ningún referido asignado.' },
  'nbOffice.caption': {
    en: 'Newborn referrals waiting for a decision, oldest first',
    es: 'Referidos de recién nacidos que esperan una decisión, los más antiguos primero',
  },
  'nbOffice.search': { en: 'Search', es: 'Buscar' },
  'nbOffice.searchHint': {
    en: 'Baby’s or mother’s name, or the mother’s case number',
    es: 'Nombre del bebé o de la madre, o número de caso de la madre',
  },
  'nbOffice.view.office': { en: 'Office', es: 'Oficina' },
  'nbOffice.view.mine': { en: 'Mine', es: 'Míos' },
  'nbOffice.newborn': { en: 'Baby', es: 'Bebé' },
  'nbOffice.born': { en: 'Born {date}', es: 'Nació el {date}' },
  'nbOffice.mother': { en: 'Mother', es: 'Madre' },
  'nbOffice.case': { en: 'Case', es: 'Caso' },
  'nbOffice.facility': { en: 'Facility', es: 'Centro médico' },
  'nbOffice.sent': { en: 'Sent', es: 'Enviado' },
  'nbOffice.age': { en: 'Age', es: 'Antigüedad' },
  'nbOffice.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'nbOffice.checks': { en: 'Against the case', es: 'Frente al caso' },
  'nbOffice.matches': { en: 'Matches', es: 'Coincide' },
  'nbOffice.assignee': { en: 'Assigned to', es: 'Asignado a' },
  'nbOffice.assign': { en: 'Assign to me', es: 'Asignármelo' },
  'nbOffice.takeOver': { en: 'Take over', es: 'Tomarlo' },
  'nbOffice.release': { en: 'Release', es: 'Liberarlo' },
  'nbOffice.which': { en: 'referral of {newborn}', es: 'referido de {newborn}' },
  'nbOffice.assigned': {
    en: 'The referral of {newborn} is assigned to you.',
    es: 'El referido de {newborn} está asignado a usted.',
  },
  'nbOffice.released': {
    en: 'You released the referral of {newborn}: anyone in the office may take it.',
    es: 'Liberó el referido de {newborn}: cualquier persona de la oficina puede tomarlo.',
  },
  'nbOffice.decided': { en: 'Decided in the last 30 days', es: 'Decididos en los últimos 30 días' },
  'nbOffice.noneDecided': {
    en: 'No referral was decided in the last 30 days.',
    es: 'No se decidió ningún referido en los últimos 30 días.',
  },
  'nbOffice.referral': { en: '{newborn}, born {born}', es: '{newborn}, nació el {born}' },
  'nbOffice.reasonShown': { en: 'Reason: {reason}', es: 'Motivo: {reason}' },
  // What no longer matches the mother's case: a short form for the queue, a sentence for the referral.
  'nbOffice.problem.CASE_CLOSED': { en: 'Case closed', es: 'Caso cerrado' },
  'nbOffice.problem.NO_MEDICAID': { en: 'No Medicaid', es: 'Sin Medicaid' },
  'nbOffice.problem.MOTHER_NOT_IN_HOUSEHOLD': { en: 'Mother not in household', es: 'Madre fuera del hogar' },
  'nbOffice.problem.ALREADY_IN_HOUSEHOLD': { en: 'Baby already on case', es: 'Bebé ya en el caso' },
  'nbOffice.problemLong.CASE_CLOSED': {
    en: 'The mother’s case is closed.',
    es: 'El caso de la madre está cerrado.',
  },
  'nbOffice.problemLong.NO_MEDICAID': {
    en: 'The case’s Medicaid is neither open nor waiting for a decision.',
    es: 'El Medicaid del caso no está abierto ni espera una decisión.',
  },
  'nbOffice.problemLong.MOTHER_NOT_IN_HOUSEHOLD': {
    en: 'The mother is no longer in the case’s household.',
    es: 'La madre ya no está en el hogar del caso.',
  },
  'nbOffice.problemLong.ALREADY_IN_HOUSEHOLD': {
    en: 'A child with this name and date of birth is already in the case’s household.',
    es: 'Ya hay un niño con este nombre y fecha de nacimiento en el hogar del caso.',
  },
});

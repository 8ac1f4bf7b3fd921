import { defineMessages } from '../../../i18n/messages';

/** The words of an organisation's pages: start an application for a household, and what it submitted. */
export const messages = defineMessages({
  'orgStart.title': { en: 'Start an application for a household', es: 'Empezar una solicitud para un hogar' },
  'orgStart.intro': {
    en: 'You apply for {organisation}. Start one application for each household: you may have several in progress at once, even of the same kind.',
    es: 'Usted presenta solicitudes en nombre de {organisation}. Empiece una solicitud para cada hogar: puede tener varias en curso a la vez, incluso del mismo tipo.',
  },
  'orgStart.label': { en: 'Household', es: 'Hogar' },
  'orgStart.labelHint': {
    en: 'A name that tells you which household this is, such as “Okafor household”. At most 80 characters.',
    es: 'Un nombre que le indique de qué hogar se trata, como “Hogar Okafor”. Como máximo 80 caracteres.',
  },
  'orgStart.type': { en: 'What is the household applying for?', es: '¿Qué solicita el hogar?' },
  'orgStart.FNS': {
    en: 'Food and Nutrition Services (food assistance)',
    es: 'Servicios de Alimentos y Nutrición (ayuda para alimentos)',
  },
  'orgStart.MA': { en: 'Medicaid (health coverage)', es: 'Medicaid (cobertura de salud)' },
  'orgStart.WF': { en: 'Work First (cash assistance)', es: 'Work First (ayuda en efectivo)' },
  'orgStart.LIEAP': { en: 'Energy assistance (LIEAP)', es: 'Ayuda con la energía (LIEAP)' },
  'orgStart.start': { en: 'Start the application', es: 'Empezar la solicitud' },
  'orgStart.missing': { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  'orgStart.chooseType': { en: 'Choose what the household is applying for.', es: 'Elija lo que solicita el hogar.' },
  'orgStart.tooLong': {
    en: 'Use at most 80 characters for the household.',
    es: 'Use como máximo 80 caracteres para el hogar.',
  },
  'orgStart.list': { en: 'Applications you submitted', es: 'Solicitudes que usted envió' },
  'org.notMember': {
    en: 'This page is for accounts that apply for households on behalf of an organisation the state provisioned.',
    es: 'Esta página es para cuentas que presentan solicitudes para hogares en nombre de una organización habilitada por el estado.',
  },
  'org.dashboard': { en: 'Back to your dashboard', es: 'Volver a su panel principal' },
  'orgList.title': { en: 'Applications you submitted', es: 'Solicitudes que usted envió' },
  'orgList.intro': {
    en: 'Every application {organisation} submitted, newest first.',
    es: 'Todas las solicitudes que envió {organisation}, de la más reciente a la más antigua.',
  },
  'orgList.none': { en: 'Nothing submitted yet.', es: 'Todavía no se ha enviado nada.' },
  'orgList.caption': {
    en: 'Applications submitted, page {page} of {pages}',
    es: 'Solicitudes enviadas, página {page} de {pages}',
  },
  'orgList.household': { en: 'Household', es: 'Hogar' },
  'orgList.applicant': { en: 'Applicant', es: 'Solicitante' },
  'orgList.type': { en: 'Application', es: 'Solicitud' },
  'orgList.date': { en: 'Submitted on', es: 'Fecha de envío' },
  'orgList.reference': { en: 'Reference', es: 'Referencia' },
  'orgList.status': { en: 'Status', es: 'Estado' },
  'orgList.pages': { en: 'Pages of applications', es: 'Páginas de solicitudes' },
  'orgList.previous': { en: 'Previous page', es: 'Página anterior' },
  'orgList.next': { en: 'Next page', es: 'Página siguiente' },
  'orgList.start': { en: 'Start an application for a household', es: 'Empezar una solicitud para un hogar' },
  'orgBadge.IN_PROGRESS': { en: 'Application in progress', es: 'Solicitud en curso' },
  'orgBadge.PENDING_DECISION': { en: 'Pending decision', es: 'Decisión pendiente' },
  'orgBadge.ACTIVE': { en: 'Approved', es: 'Aprobada' },
  'orgBadge.DENIED': { en: 'Denied', es: 'Denegada' },
  'orgBadge.WITHDRAWN': { en: 'Withdrawn', es: 'Retirada' },
  'orgBadge.CLOSED': { en: 'Closed', es: 'Cerrada' },
});

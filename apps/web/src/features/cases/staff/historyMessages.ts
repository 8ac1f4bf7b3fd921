import { defineMessages } from '../../../i18n/messages';

/**
 * The case history's actions in plain words, and who did them (ADR 0412). HistorySection looks
 * each up by the action and role the server names, so one without words fails the typecheck.
 */
export const historyMessages = defineMessages({
  'caseHistory.application.submit': { en: 'Sent an application', es: 'Envió una solicitud' },
  'caseHistory.application.approved': {
    en: 'Approved a program of an application',
    es: 'Aprobó un programa de una solicitud',
  },
  'caseHistory.application.denied': {
    en: 'Denied a program of an application',
    es: 'Denegó un programa de una solicitud',
  },
  'caseHistory.application.withdrawn': {
    en: 'Accepted the withdrawal of a program',
    es: 'Aceptó el retiro de un programa',
  },
  'caseHistory.application.pending': {
    en: 'Refused the withdrawal of a program',
    es: 'Rechazó el retiro de un programa',
  },
  'caseHistory.application.withdrawal_request': {
    en: 'Asked to withdraw a program',
    es: 'Pidió retirar un programa',
  },
  'caseHistory.change.start': { en: 'Started a change report', es: 'Comenzó un informe de cambios' },
  'caseHistory.renewal.start': { en: 'Started a renewal', es: 'Comenzó una renovación' },
  'caseHistory.change.submit': { en: 'Sent a change report', es: 'Envió un informe de cambios' },
  'caseHistory.renewal.submit': { en: 'Sent a renewal', es: 'Envió una renovación' },
  'caseHistory.case_change.accepted': {
    en: 'Accepted a change report or renewal',
    es: 'Aceptó un informe de cambios o una renovación',
  },
  'caseHistory.case_change.info_requested': {
    en: 'Asked for a document about a report',
    es: 'Pidió un documento sobre un informe',
  },
  'caseHistory.appeal.submit': { en: 'Sent an appeal request', es: 'Envió una solicitud de apelación' },
  'caseHistory.appeal.withdraw': { en: 'Withdrew an appeal request', es: 'Retiró una solicitud de apelación' },
  'caseHistory.appeal.schedule': { en: 'Scheduled a hearing', es: 'Programó una audiencia' },
  'caseHistory.appeal.decide': { en: 'Recorded a hearing’s outcome', es: 'Registró el resultado de una audiencia' },
  'caseHistory.document.uploaded': { en: 'Uploaded a document', es: 'Subió un documento' },
  'caseHistory.document.submitted': { en: 'Submitted a document', es: 'Entregó un documento' },
  'caseHistory.document.reviewed': { en: 'Reviewed a document', es: 'Revisó un documento' },
  'caseHistory.document.deleted': { en: 'Deleted a document', es: 'Eliminó un documento' },
  'caseHistory.newbornReferral.submit': { en: 'Referred a newborn', es: 'Refirió a un recién nacido' },
  'caseHistory.newbornReferral.approve': {
    en: 'Approved a newborn referral',
    es: 'Aprobó un referido de recién nacido',
  },
  'caseHistory.newbornReferral.deny': { en: 'Denied a newborn referral', es: 'Negó un referido de recién nacido' },
  'caseHistory.newbornReferral.withdraw': {
    en: 'Withdrew a newborn referral',
    es: 'Retiró un referido de recién nacido',
  },
  'caseHistory.newbornReferral.archive': {
    en: 'Archived a newborn referral',
    es: 'Archivó un referido de recién nacido',
  },
  'caseHistory.secureMessage.send': { en: 'Sent a secure message', es: 'Envió un mensaje seguro' },
  'caseHistory.secureMessage.reply': { en: 'Replied to a secure message', es: 'Respondió un mensaje seguro' },
  'caseHistory.secureMessage.readByOffice': { en: 'Read a reply', es: 'Leyó una respuesta' },
  'caseHistory.case_note.add': { en: 'Wrote an internal note', es: 'Escribió una nota interna' },
  'caseHistory.role.CASEWORKER': { en: 'caseworker', es: 'trabajador social' },
  'caseHistory.role.HEARING_OFFICER': { en: 'hearing officer', es: 'oficial de audiencias' },
  'caseHistory.role.ADMIN': { en: 'administrator', es: 'administrador' },
  'caseHistory.role.ACCOUNT': { en: 'portal account', es: 'cuenta del portal' },
  'caseHistory.role.SYSTEM': { en: 'the portal', es: 'el portal' },
});

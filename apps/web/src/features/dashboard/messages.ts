import { defineMessages } from '../../i18n/messages';

/** The dashboard's texts. */
export const messages = defineMessages({
  'dashboard.title': { en: 'Your dashboard', es: 'Su panel principal' },
  'dashboard.welcome': { en: 'Welcome, {name}.', es: 'Bienvenido o bienvenida, {name}.' },
  'dashboard.created': {
    en: 'Your account was created and you are logged in. You can apply for benefits now.',
    es: 'Su cuenta fue creada y usted inició sesión. Ya puede solicitar beneficios.',
  },
  'dashboard.cases': { en: 'Your cases and benefits', es: 'Sus casos y beneficios' },
  'dashboard.case': { en: 'Case {reference}', es: 'Caso {reference}' },
  'dashboard.openedOn': { en: 'Opened {date}', es: 'Abierto el {date}' },
  'dashboard.certifiedThrough': { en: 'Certified through {date}', es: 'Certificado hasta el {date}' },
  'dashboard.programs': { en: 'Programs on case {reference}', es: 'Programas del caso {reference}' },
  'dashboard.since': { en: 'since {date}', es: 'desde el {date}' },
  'dashboard.noCases': {
    en: 'We did not find any cases for you. If you applied recently, your application may still be in review.',
    es: 'No encontramos ningún caso a su nombre. Si presentó una solicitud hace poco, es posible que todavía se esté revisando.',
  },
  'dashboard.standard': {
    en: 'To see your cases and household information and upload documents here, upgrade your account by confirming your identity. It takes less than five minutes.',
    es: 'Para ver sus casos y la información de su hogar y subir documentos aquí, mejore su cuenta confirmando su identidad. Toma menos de cinco minutos.',
  },
  'dashboard.delinked': {
    en: 'The extra features of your account are turned off, so your cases are not shown. Contact your local county office to turn them back on.',
    es: 'Las funciones adicionales de su cuenta están desactivadas, por eso no se muestran sus casos. Comuníquese con la oficina de su condado para volver a activarlas.',
  },
  'dashboard.actions': { en: 'What you can do', es: 'Lo que puede hacer' },
  'action.apply': { en: 'Apply for benefits', es: 'Solicitar beneficios' },
  'action.presumptive': { en: 'File presumptive eligibility', es: 'Presentar elegibilidad presunta' },
  'action.presumptiveFilings': {
    en: 'Your presumptive eligibility filings',
    es: 'Sus solicitudes de elegibilidad presunta',
  },
  'dashboard.presumptive': {
    en: 'Your medical provider got you temporary Medicaid coverage through {end}. To keep it, apply for Medicaid by {end}.',
    es: 'Su proveedor médico le consiguió cobertura temporal de Medicaid hasta el {end}. Para mantenerla, solicite Medicaid a más tardar el {end}.',
  },
  'dashboard.presumptiveApplied': {
    en: 'Your medical provider got you temporary Medicaid coverage through {end}. We have your Medicaid application and will decide it. You do not need to apply again.',
    es: 'Su proveedor médico le consiguió cobertura temporal de Medicaid hasta el {end}. Tenemos su solicitud de Medicaid y la vamos a decidir. No necesita volver a solicitar.',
  },
  'action.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
  'action.coc': { en: 'Report a change', es: 'Informar un cambio' },
  'action.renew': {
    en: 'Renew your food and nutrition benefits',
    es: 'Renovar sus beneficios de alimentos y nutrición',
  },
  'action.upload': { en: 'Upload documents', es: 'Subir documentos' },
  'action.notices': { en: 'Get your notices by e-mail', es: 'Recibir sus avisos por correo electrónico' },
  'action.inbox': { en: 'Read your notices', es: 'Leer sus avisos' },
  'action.unread': { en: '{count} new', es: '{count} nuevos' },
  'action.messages': { en: 'Read messages from your caseworker', es: 'Leer los mensajes de su trabajador social' },
  'action.caseworker': { en: 'See your caseworker and office', es: 'Ver a su trabajador social y su oficina' },
  'action.appeal': { en: 'Appeal a Medicaid decision', es: 'Apelar una decisión de Medicaid' },
  'action.referrals': { en: 'See your referrals', es: 'Ver sus referidos' },
  'action.applications': { en: 'See your applications', es: 'Ver sus solicitudes' },
  'action.organisationStart': {
    en: 'Start an application for a household',
    es: 'Empezar una solicitud para un hogar',
  },
  'action.organisationApplications': { en: 'Applications you submitted', es: 'Solicitudes que usted envió' },
  'badge.IN_PROGRESS': { en: 'Application in progress', es: 'Solicitud en curso' },
  'badge.PENDING_DECISION': { en: 'Pending decision', es: 'Decisión pendiente' },
  'badge.ACTIVE': { en: 'Active', es: 'Activo' },
  'badge.DENIED': { en: 'Denied', es: 'Denegado' },
  'badge.WITHDRAWN': { en: 'Withdrawn', es: 'Retirado' },
  'badge.CLOSED': { en: 'Closed', es: 'Cerrado' },
  'dashboard.applications': { en: 'Your applications', es: 'Sus solicitudes' },
  'dashboard.noApplications': {
    en: 'You have no applications in progress and none submitted in the last six months.',
    es: 'No tiene solicitudes en curso ni enviadas en los últimos seis meses.',
  },
  'dashboard.startedOn': { en: 'Started {date}', es: 'Comenzada el {date}' },
  'dashboard.submittedOn': {
    en: 'Submitted {date}, reference {reference}',
    es: 'Enviada el {date}, referencia {reference}',
  },
  'dashboard.resume': { en: 'Continue this application', es: 'Continuar esta solicitud' },
  'dashboard.stillNeeded': { en: 'Documents we still need:', es: 'Documentos que todavía necesitamos:' },
  'dashboard.sendNeeded': { en: 'Send these documents', es: 'Enviar estos documentos' },
  'dashboard.draftDeleted': {
    en: 'Finish it within 30 days of when you started, or it will be deleted.',
    es: 'Termínela dentro de los 30 días desde que la comenzó o se eliminará.',
  },
});

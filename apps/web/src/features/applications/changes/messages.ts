import { defineMessages } from '../../../i18n/messages';

/** The texts of reporting a change and renewing. */
export const messages = defineMessages({
  'changes.coc.title': { en: 'Report a change', es: 'Informar un cambio' },
  'changes.coc.intro': {
    en: 'Tell us if anything has changed for your household: who lives with you, your address, your income or your costs. We fill in the report with what we have on file; you change only what is different.',
    es: 'Díganos si algo cambió en su hogar: quién vive con usted, su dirección, sus ingresos o sus gastos. Llenamos el informe con lo que tenemos en su caso; usted cambia solo lo que sea diferente.',
  },
  'changes.coc.rules': {
    en: 'Report a change by the 10th of the month after it happens.',
    es: 'Informe un cambio antes del día 10 del mes siguiente a cuando ocurre.',
  },
  'changes.coc.start': { en: 'Start your report', es: 'Comenzar su informe' },
  'changes.coc.lifeEvents': {
    en: 'Report a life event, or name someone to act for you',
    es: 'Informar un acontecimiento o nombrar a alguien para que actúe por usted',
  },
  'changes.coc.faq': {
    en: 'Questions about reporting changes online',
    es: 'Preguntas sobre cómo informar cambios en línea',
  },
  'changes.recert.title': {
    en: 'Renew your food and nutrition benefits',
    es: 'Renovar sus beneficios de alimentos y nutrición',
  },
  'changes.recert.titleSnap': { en: 'Renew your SNAP benefits', es: 'Renovar sus beneficios de SNAP' },
  'changes.recert.intro': {
    en: 'To keep getting food benefits, renew before your certification period ends. We fill in your renewal with what we have on file; check each part and change what is different.',
    es: 'Para seguir recibiendo beneficios de alimentos, renueve antes de que termine su período de certificación. Llenamos su renovación con lo que tenemos en su caso; revise cada parte y cambie lo que sea diferente.',
  },
  'changes.recert.range': {
    en: 'Food benefits range from {min} to {max} a month, depending on household size, income and costs.',
    es: 'Los beneficios de alimentos van de {min} a {max} al mes, según el tamaño del hogar, los ingresos y los gastos.',
  },
  'changes.recert.due': {
    en: 'Renew case {case} by 4:59 p.m. on {date}.',
    es: 'Renueve el caso {case} antes de las 4:59 p. m. del {date}.',
  },
  'changes.recert.opensOn': {
    en: 'You can renew online from {date}.',
    es: 'Puede renovar en línea a partir del {date}.',
  },
  'changes.recert.start': { en: 'Start your renewal', es: 'Comenzar su renovación' },
  'changes.recert.faq': { en: 'Questions about renewing online', es: 'Preguntas sobre cómo renovar en línea' },
  'changes.late.snap': {
    en: 'Your SNAP renewal was due before 4:59 p.m. on {date}. You can no longer renew it online: apply for SNAP again.',
    es: 'Su renovación de SNAP vencía antes de las 4:59 p. m. del {date}. Ya no puede renovarla en línea: solicite SNAP de nuevo.',
  },
  'changes.late.fns': {
    en: 'Your Food and Nutrition Services renewal was due before 4:59 p.m. on {date}. You can no longer renew it online: apply for Food and Nutrition Services again.',
    es: 'Su renovación de Servicios de Alimentos y Nutrición vencía antes de las 4:59 p. m. del {date}. Ya no puede renovarla en línea: solicite Servicios de Alimentos y Nutrición de nuevo.',
  },
  'changes.resume': { en: 'Continue where you left off', es: 'Continuar donde lo dejó' },
  'changes.starting': { en: 'Starting…', es: 'Comenzando…' },
  'changes.way.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
  'changes.way.apply': { en: 'Apply for benefits', es: 'Solicitar beneficios' },
  'changes.way.recertFaq': { en: 'How online renewal works', es: 'Cómo funciona la renovación en línea' },
  'changes.way.office': {
    en: 'Find your local office and caseworker',
    es: 'Encuentre su oficina local y a su trabajador social',
  },
  'changes.way.yours': {
    en: 'See your renewals and reported changes',
    es: 'Ver sus renovaciones y cambios informados',
  },
  'changes.summary.title': { en: 'Check your changes', es: 'Revise sus cambios' },
  'changes.summary.intro': {
    en: 'These are the answers that differ from what we have on file. Use "Change" to fix one.',
    es: 'Estas son las respuestas que son diferentes de lo que tenemos registrado. Use "Cambiar" para corregir una.',
  },
  'changes.summary.none': {
    en: 'You did not change anything we have on file.',
    es: 'No cambió nada de lo que tenemos registrado.',
  },
  'changes.summary.caption': { en: 'On file and now', es: 'Registrado y ahora' },
  'changes.summary.question': { en: 'Question', es: 'Pregunta' },
  'changes.summary.before': { en: 'On file', es: 'Registrado' },
  'changes.summary.after': { en: 'Now', es: 'Ahora' },
  'changes.summary.change': { en: 'Change', es: 'Cambiar' },
  'changes.summary.changeWhat': { en: 'Change {what}', es: 'Cambiar {what}' },
  'changes.summary.continue': { en: 'Continue to sign and submit', es: 'Continuar para firmar y enviar' },
  'changes.sign.refused': {
    en: 'This can no longer be sent online. Your answers are kept.',
    es: 'Esto ya no se puede enviar en línea. Sus respuestas se conservan.',
  },
  'changes.sign.why': { en: 'See why and what you can do', es: 'Vea por qué y qué puede hacer' },
  'changes.list.inProgress': {
    en: 'Change reports and renewals in progress',
    es: 'Informes de cambio y renovaciones en curso',
  },
  'changes.list.resumeCoc': {
    en: 'Continue your change report for case {case}',
    es: 'Continuar su informe de cambio del caso {case}',
  },
  'changes.list.resumeRecert': {
    en: 'Continue your renewal for case {case}',
    es: 'Continuar su renovación del caso {case}',
  },
  'changes.list.renewals': { en: 'Renewals', es: 'Renovaciones' },
  'changes.list.noRenewals': {
    en: 'You have not sent a renewal in the last twelve months.',
    es: 'No ha enviado ninguna renovación en los últimos doce meses.',
  },
  'changes.list.changes': { en: 'Reported changes', es: 'Cambios informados' },
  'changes.list.noChanges': {
    en: 'You have not reported a change in the last twelve months.',
    es: 'No ha informado ningún cambio en los últimos doce meses.',
  },
  'changes.list.item': {
    en: 'Reference {reference}, sent {date}, case {case}',
    es: 'Referencia {reference}, enviada el {date}, caso {case}',
  },
  'changes.list.pdf': { en: 'Download {reference} (PDF)', es: 'Descargar {reference} (PDF)' },
  'changes.confirm.cocTitle': { en: 'Your change report was submitted', es: 'Su informe de cambio fue enviado' },
  'changes.confirm.recertTitle': { en: 'Your renewal was submitted', es: 'Su renovación fue enviada' },
  'changes.confirm.reference': { en: 'Your reference number', es: 'Su número de referencia' },
  'changes.confirm.case': { en: 'Case {reference}', es: 'Caso {reference}' },
  'changes.confirm.next': {
    en: 'A caseworker will review it. We will send you a notice when it is reviewed, and we may ask you for documents.',
    es: 'Un trabajador social lo revisará. Le enviaremos un aviso cuando se revise y es posible que le pidamos documentos.',
  },
  'changes.confirm.contact': {
    en: 'Questions? Call {office} at {phone}.',
    es: '¿Preguntas? Llame a {office} al {phone}.',
  },
  'changes.confirm.pdf': { en: 'Download a copy (PDF)', es: 'Descargar una copia (PDF)' },
  'changes.confirm.voter': { en: 'Register to vote', es: 'Inscribirse para votar' },
  'changes.confirm.newTab': { en: '(opens in a new tab)', es: '(se abre en una pestaña nueva)' },
  'changes.confirm.voterIntro': {
    en: 'You can also register to vote or update your voter registration.',
    es: 'También puede inscribirse para votar o actualizar su inscripción.',
  },
  'changes.confirm.dashboard': { en: 'Go to your dashboard', es: 'Ir a su panel principal' },
});

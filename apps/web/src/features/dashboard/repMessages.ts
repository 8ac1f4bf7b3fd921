import { defineMessages } from '../../i18n/messages';

/** The texts of authorized representatives on the dashboard (ADR 0119). */
export const repMessages = defineMessages({
  'rep.actingHeading': { en: 'Acting for {name}', es: 'Actuando por {name}' },
  'rep.actingText': {
    en: 'Applications you start or submit now are in the name of {name}, and they will see them on their dashboard. We record that you acted for them.',
    es: 'Las solicitudes que empiece o envíe ahora están a nombre de {name}, que las verá en su panel principal. Registramos que usted actuó por esta persona.',
  },
  'rep.stop': { en: 'Stop acting for {name}', es: 'Dejar de actuar por {name}' },
  'rep.peopleHeading': { en: 'People you act for', es: 'Personas por las que actúa' },
  'rep.peopleIntro': {
    en: 'These people named you their authorized representative. Choose whom to act for; you can switch at any time.',
    es: 'Estas personas lo nombraron su representante autorizado. Elija por quién actuar; puede cambiar en cualquier momento.',
  },
  'rep.actFor': { en: 'Act for {name}', es: 'Actuar por {name}' },
  'rep.nowActing': { en: 'You are acting for this person now.', es: 'Ahora actúa por esta persona.' },
  'rep.programmes': { en: 'Programs: {list}', es: 'Programas: {list}' },
  'rep.namedOn': { en: 'Named on {date}', es: 'Nombrado el {date}' },
  'rep.provisioned': { en: 'Provisioned by the state', es: 'Habilitado por el estado' },
  'rep.authority.NONE': {
    en: 'Medical assistance: give proof that you may act for this person before you apply.',
    es: 'Asistencia médica: dé una prueba de que puede actuar por esta persona antes de solicitar.',
  },
  'rep.authority.PENDING': {
    en: 'Medical assistance: your proof of authority is waiting for a caseworker.',
    es: 'Asistencia médica: su prueba de autoridad está esperando a un trabajador social.',
  },
  'rep.authority.ACCEPTED': {
    en: 'Medical assistance: your proof of authority was accepted.',
    es: 'Asistencia médica: su prueba de autoridad fue aceptada.',
  },
  'rep.authority.REJECTED': {
    en: 'Medical assistance: your proof of authority was not accepted. Give another document.',
    es: 'Asistencia médica: su prueba de autoridad no fue aceptada. Dé otro documento.',
  },
  'rep.proofLabel': { en: 'Proof that you may act for them', es: 'Prueba de que puede actuar por esta persona' },
  'rep.proofHint': {
    en: 'A power of attorney, a guardianship order or the signed representative form. PDF, JPG, TIFF, BMP or HEIC, up to 30 MB.',
    es: 'Un poder notarial, una orden de tutela o el formulario de representante firmado. PDF, JPG, TIFF, BMP o HEIC, hasta 30 MB.',
  },
  'rep.proofMissing': { en: 'Choose a file to upload.', es: 'Elija un archivo para subir.' },
  'rep.proofGive': { en: 'Upload proof', es: 'Subir la prueba' },
  'rep.proofGiven': {
    en: 'Your proof was sent. A caseworker will review it.',
    es: 'Su prueba se envió. Un trabajador social la revisará.',
  },
  'rep.yoursHeading': { en: 'Your authorized representatives', es: 'Sus representantes autorizados' },
  'rep.yoursNone': {
    en: 'No one acts for you. You can name someone you trust who has their own account.',
    es: 'Nadie actúa por usted. Puede nombrar a alguien de confianza que tenga su propia cuenta.',
  },
  'rep.revoke': { en: 'Revoke {name}', es: 'Revocar a {name}' },
  'rep.revoked': {
    en: '{name} can no longer act for you.',
    es: '{name} ya no puede actuar por usted.',
  },
  'rep.nameHeading': { en: 'Name a representative', es: 'Nombrar a un representante' },
  'rep.nameIntro': {
    en: 'Your representative needs their own account on this portal. Staff of medical providers cannot be representatives. You can revoke them at any time, and their access ends at once.',
    es: 'Su representante necesita su propia cuenta en este portal. El personal de proveedores médicos no puede ser representante. Puede revocarlo en cualquier momento y su acceso termina de inmediato.',
  },
  'rep.learnMore': { en: 'Who may apply for someone else', es: 'Quién puede solicitar por otra persona' },
  'rep.lookup': { en: 'Their username or e-mail address', es: 'Su nombre de usuario o correo electrónico' },
  'rep.programmesLegend': { en: 'Programs they may act for', es: 'Programas en los que puede actuar' },
  'rep.required': { en: '(required)', es: '(obligatorio)' },
  'rep.name': { en: 'Name representative', es: 'Nombrar representante' },
  'rep.named': { en: '{name} can now act for you.', es: '{name} ya puede actuar por usted.' },
  'rep.programme.FNS': { en: 'Food and Nutrition Services', es: 'Servicios de Alimentos y Nutrición' },
  'rep.programme.MA': { en: 'Medical assistance (Medicaid)', es: 'Asistencia médica (Medicaid)' },
  'rep.programme.WF': { en: 'Work First cash assistance', es: 'Asistencia en efectivo Work First' },
  'rep.programme.LIEAP': { en: 'Energy assistance', es: 'Asistencia de energía' },
});

import type { Bilingual } from '../../platform/outbox';

/** What a notice says, in both languages: it is sent in the person's, both are kept for staff. */
export interface NoticeText {
  subject: Bilingual;
  body: Bilingual;
}

interface Template<P> {
  /** The body carries a secret (a security code): purged once sent, or when the secret stops working. */
  sensitive?: boolean;
  text: (params: P) => NoticeText;
}

const template = <P = void>(t: Template<P>) => t;

/** Where to look when something was not you. */
const IF_NOT_YOU = { en: 'If you did not do this, call your local office.', es: 'Si no fue usted, llame a su oficina local.' };

const DEVICES_REASON = {
  REQUEST: { en: 'you asked to forget them', es: 'usted pidió olvidarlos' },
  CONTACT: { en: 'a contact method on your account changed', es: 'cambió un método de contacto de su cuenta' },
  PASSWORD: { en: 'your password changed', es: 'cambió su contraseña' },
} as const;

const DECISION_STATUS = {
  APPROVED: { en: 'approved', es: 'aprobada' },
  DENIED: { en: 'denied', es: 'denegada' },
  WITHDRAWN: { en: 'withdrawn', es: 'retirada' },
  PENDING: {
    en: 'kept open (your request to withdraw was not accepted)',
    es: 'mantenida abierta (no se aceptó su solicitud de retiro)',
  },
} as const;

/** A withdrawn programme cannot be appealed (spec part 2 §4); a decision can, within 90 days. */
const DECISION_NEXT = {
  DECIDED: {
    en: 'You may ask for a hearing within 90 days of this decision.',
    es: 'Puede pedir una audiencia dentro de los 90 días de esta decisión.',
  },
  WITHDRAWN: {
    en: 'You cannot ask for a hearing on a withdrawn program.',
    es: 'No puede pedir una audiencia sobre un programa retirado.',
  },
  PENDING: {
    en: 'Your application stays open and will be decided.',
    es: 'Su solicitud sigue abierta y se tomará una decisión.',
  },
} as const;

const DOCUMENT_SUBJECT = { en: 'A caseworker reviewed your document', es: 'Un trabajador social revisó su documento' };

const ALERTS_SUBJECT = { en: 'Your alert choices were saved', es: 'Se guardaron sus opciones de alertas' };

/**
 * Every notice the portal sends, by kind (the outbox's template key). A notice says what
 * happened and where to look; details a stranger must not read stay behind the sign-in.
 */
export const NOTICES = {
  'mfa.code': template<{ code: string; minutes: number }>({
    sensitive: true,
    text: ({ code, minutes }) => ({
      subject: { en: 'Your security code', es: 'Su código de seguridad' },
      body: {
        en:
          `Your security code is ${code}. It expires in ${minutes} minutes. ` +
          'Do not share it with anyone; staff will never ask for it.',
        es:
          `Su código de seguridad es ${code}. Vence en ${minutes} minutos. ` +
          'No lo comparta con nadie; el personal nunca se lo pedirá.',
      },
    }),
  }),
  'contact.code': template<{ code: string; minutes: number }>({
    sensitive: true,
    text: ({ code, minutes }) => ({
      subject: { en: 'Confirm your new contact method', es: 'Confirme su nuevo método de contacto' },
      body: {
        en:
          `Your confirmation code is ${code}. Enter it to confirm this contact method. ` +
          `It expires in ${minutes} minutes.`,
        es:
          `Su código de confirmación es ${code}. Ingréselo para confirmar este método de contacto. ` +
          `Vence en ${minutes} minutos.`,
      },
    }),
  }),
  'account.contactChanged': template<{ newContact: string }>({
    text: ({ newContact }) => ({
      subject: { en: 'Your contact information changed', es: 'Cambió su información de contacto' },
      body: {
        en: `A contact method on your benefits account was changed to ${newContact}. ${IF_NOT_YOU.en}`,
        es: `Un método de contacto de su cuenta de beneficios se cambió a ${newContact}. ${IF_NOT_YOU.es}`,
      },
    }),
  }),
  'account.devicesRevoked': template<{ reason: keyof typeof DEVICES_REASON }>({
    text: ({ reason }) => ({
      subject: { en: 'Your remembered devices were forgotten', es: 'Se olvidaron sus dispositivos recordados' },
      body: {
        en:
          `Every device remembered for your account was forgotten because ${DEVICES_REASON[reason].en}. ` +
          `You will be asked for a security code at your next sign-in. ${IF_NOT_YOU.en}`,
        es:
          `Se olvidaron todos los dispositivos recordados de su cuenta porque ${DEVICES_REASON[reason].es}. ` +
          `Se le pedirá un código de seguridad la próxima vez que inicie sesión. ${IF_NOT_YOU.es}`,
      },
    }),
  }),
  'account.enhancedRestored': template({
    text: () => ({
      subject: {
        en: 'The extra features of your account are back on',
        es: 'Las funciones adicionales de su cuenta están activas otra vez',
      },
      body: {
        en:
          'Your caseworker turned the extra features of your benefits account back on. Sign in with your ' +
          'password and a security code to see your cases and documents again.',
        es:
          'Su trabajador social volvió a activar las funciones adicionales de su cuenta de beneficios. Inicie ' +
          'sesión con su contraseña y un código de seguridad para ver sus casos y documentos otra vez.',
      },
    }),
  }),
  'account.enhancedRemoved': template({
    text: () => ({
      subject: { en: 'Your account is no longer linked to your case', es: 'Su cuenta ya no está vinculada a su caso' },
      body: {
        en:
          'Someone signed in to your benefits account and said they cannot use this contact method, so the ' +
          'account is no longer linked to your case. If this was not you, change your password and call your ' +
          'local office.',
        es:
          'Alguien inició sesión en su cuenta de beneficios y dijo que no puede usar este método de contacto, así ' +
          'que la cuenta ya no está vinculada a su caso. Si no fue usted, cambie su contraseña y llame a su ' +
          'oficina local.',
      },
    }),
  }),
  'application.decision': template<{
    reference: string;
    program: Bilingual;
    status: keyof typeof DECISION_STATUS;
    reason?: string;
  }>({
    text: ({ reference, program, status, reason }) => {
      const why = reason?.trim() ? { en: ` Reason: ${reason.trim()}`, es: ` Motivo: ${reason.trim()}` } : { en: '', es: '' };
      const next = DECISION_NEXT[status === 'WITHDRAWN' || status === 'PENDING' ? status : 'DECIDED'];
      return {
        subject: { en: `A decision on your application ${reference}`, es: `Una decisión sobre su solicitud ${reference}` },
        body: {
          en:
            `Your application for ${program.en} (reference ${reference}) was ${DECISION_STATUS[status].en}.${why.en} ` +
            `Sign in to see your applications. ${next.en}`,
          es:
            `Su solicitud de ${program.es} (referencia ${reference}) fue ${DECISION_STATUS[status].es}.${why.es} ` +
            `Inicie sesión para ver sus solicitudes. ${next.es}`,
        },
      };
    },
  }),
  'document.accepted': template({
    text: () => ({
      subject: DOCUMENT_SUBJECT,
      body: {
        en:
          'A caseworker accepted a document you sent us. Sign in to the benefits portal and open "Upload ' +
          'documents" to see what else we need, if anything.',
        es:
          'Un trabajador social aceptó un documento que nos envió. Inicie sesión en el portal de beneficios y ' +
          'abra "Subir documentos" para ver si necesitamos algo más.',
      },
    }),
  }),
  'document.rejected': template({
    text: () => ({
      subject: DOCUMENT_SUBJECT,
      body: {
        en:
          'A caseworker could not use a document you sent us. Sign in to the benefits portal and open "Upload ' +
          'documents" to see why and to send a new one.',
        es:
          'Un trabajador social no pudo usar un documento que nos envió. Inicie sesión en el portal de ' +
          'beneficios y abra "Subir documentos" para ver el motivo y enviar uno nuevo.',
      },
    }),
  }),
  'document.partially_rejected': template({
    text: () => ({
      subject: DOCUMENT_SUBJECT,
      body: {
        en:
          'A caseworker could use only part of a document you sent us. Sign in to the benefits portal and open ' +
          '"Upload documents" to see what is missing and to send it.',
        es:
          'Un trabajador social solo pudo usar una parte de un documento que nos envió. Inicie sesión en el ' +
          'portal de beneficios y abra "Subir documentos" para ver qué falta y enviarlo.',
      },
    }),
  }),
  'alerts.saved': template<{ subscribed: boolean }>({
    text: ({ subscribed }) => ({
      subject: ALERTS_SUBJECT,
      body: subscribed
        ? {
            en: 'You will get alerts from the benefits portal here. To change or stop them, go to Account Settings.',
            es:
              'Recibirá alertas del portal de beneficios aquí. Para cambiarlas o detenerlas, vaya a ' +
              'Configuración de la cuenta.',
          }
        : { en: 'You will no longer get alerts from the benefits portal.', es: 'Ya no recibirá alertas del portal de beneficios.' },
    }),
  }),
};

export type NoticeKind = keyof typeof NOTICES;
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof NOTICES)[K]['text']>[0];

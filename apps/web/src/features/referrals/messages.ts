import type { ReferralSearchProblem } from '@portal/contracts/newborn-api';
import { defineMessages } from '../../i18n/messages';

/** Words the referral pages share: fields, statuses, the search rules' messages. */
export const referralMessages = defineMessages({
  'nbRef.title': { en: 'Refer a newborn', es: 'Referir a un recién nacido' },
  'nbRef.required': { en: '(required)', es: '(obligatorio)' },
  'nbRef.facility': { en: 'Facility', es: 'Centro médico' },
  'nbRef.motherId': { en: 'Mother’s Medicaid case number', es: 'Número de caso de Medicaid de la madre' },
  'nbRef.motherIdHint': {
    en: 'As on her Medicaid card, for example C-100234.',
    es: 'Como aparece en su tarjeta de Medicaid, por ejemplo C-100234.',
  },
  'nbRef.motherFirst': { en: 'Mother’s first name', es: 'Nombre de la madre' },
  'nbRef.motherLast': { en: 'Mother’s last name', es: 'Apellido de la madre' },
  'nbRef.motherBirth': { en: 'Mother’s date of birth', es: 'Fecha de nacimiento de la madre' },
  'nbRef.dateHint': { en: 'MM/DD/YYYY', es: 'MM/DD/AAAA' },
  'nbRef.newbornFirst': { en: 'Newborn’s first name', es: 'Nombre del recién nacido' },
  'nbRef.newbornLast': { en: 'Newborn’s last name', es: 'Apellido del recién nacido' },
  'nbRef.newbornBirth': { en: 'Newborn’s date of birth', es: 'Fecha de nacimiento del recién nacido' },
  'nbRef.newbornSex': { en: 'Newborn’s sex', es: 'Sexo del recién nacido' },
  'nbRef.sex.F': { en: 'Female', es: 'Femenino' },
  'nbRef.sex.M': { en: 'Male', es: 'Masculino' },
  'nbRef.status.SUBMITTED': { en: 'Submitted', es: 'Enviado' },
  'nbRef.status.APPROVED': { en: 'Approved', es: 'Aprobado' },
  'nbRef.status.WITHDRAWN': { en: 'Withdrawn', es: 'Retirado' },
  'nbRef.status.DENIED': { en: 'Denied', es: 'Negado' },
  'nbRef.col.mother': { en: 'Mother', es: 'Madre' },
  'nbRef.col.motherId': { en: 'Mother’s case number', es: 'Número de caso de la madre' },
  'nbRef.col.newborn': { en: 'Newborn', es: 'Recién nacido' },
  'nbRef.col.born': { en: 'Born', es: 'Nació' },
  'nbRef.col.facility': { en: 'Facility', es: 'Centro médico' },
  'nbRef.col.submitted': { en: 'Submitted', es: 'Enviado el' },
  'nbRef.col.status': { en: 'Status', es: 'Estado' },
  'nbRef.col.processed': { en: 'Processed', es: 'Procesado el' },
  'nbRef.notProcessed': { en: 'Not yet', es: 'Todavía no' },
  'nbRef.signIn': {
    en: 'Sign in with your provider account to refer a newborn.',
    es: 'Inicie sesión con su cuenta de proveedor para referir a un recién nacido.',
  },
  'nbRef.signInLink': { en: 'Sign in', es: 'Iniciar sesión' },
  'nbRef.notProvider': {
    en: 'Your account cannot refer newborns. Only staff of a hospital or clinic enrolled for newborn referrals can.',
    es: 'Su cuenta no puede referir recién nacidos. Solo el personal de un hospital o clínica inscrito para referidos de recién nacidos puede hacerlo.',
  },
  'nbRef.futureBirth': {
    en: 'The date of birth cannot be in the future.',
    es: 'La fecha de nacimiento no puede estar en el futuro.',
  },
  'nbRef.tooOld': {
    en: 'A newborn referral is for a baby up to one year old. Check the date of birth.',
    es: 'Un referido de recién nacido es para un bebé de hasta un año. Revise la fecha de nacimiento.',
  },
  'nbRef.badDate': { en: 'Enter a real date as MM/DD/YYYY.', es: 'Ingrese una fecha real como MM/DD/AAAA.' },
  'nbRef.fieldRequired': { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  'nbRef.badMotherId': {
    en: 'Enter the mother’s Medicaid case number, for example C-100234.',
    es: 'Ingrese el número de caso de Medicaid de la madre, por ejemplo C-100234.',
  },
  'nbRef.search.required': { en: 'Enter what to search for.', es: 'Ingrese lo que desea buscar.' },
  'nbRef.search.nameTooShort': {
    en: 'Enter at least 2 letters of the name.',
    es: 'Ingrese al menos 2 letras del nombre.',
  },
  'nbRef.search.badDate': {
    en: 'Enter the date of birth as MM/DD/YYYY, for example 04/12/2026.',
    es: 'Ingrese la fecha de nacimiento como MM/DD/AAAA, por ejemplo 04/12/2026.',
  },
  'nbRef.search.badMotherId': {
    en: 'Enter the mother’s Medicaid case number, for example C-100234.',
    es: 'Ingrese el número de caso de Medicaid de la madre, por ejemplo C-100234.',
  },
});

export type ReferralMessageKey = keyof typeof referralMessages;
export const searchProblemKey = (p: Exclude<ReferralSearchProblem, null>): ReferralMessageKey => `nbRef.search.${p}`;

/** US date of an ISO day: 2026-04-12 → 04/12/2026. */
export const usDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
};

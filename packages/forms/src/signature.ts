import type { ESignatureFlags } from '@portal/contracts/applications-responses';
import { programsOf } from './engine';
import type { Answers, FormDefinition, Issue, Text } from './types';

export function signatureFlags(def: FormDefinition, answers: Answers): ESignatureFlags {
  const programs = programsOf(def, answers);
  const ma = programs.includes('MA');
  const absent = def.signature?.absentParentQuestion ? answers[def.signature.absentParentQuestion] === 'yes' : false;
  const medical = def.signature?.medicalExpenseQuestion
    ? answers[def.signature.medicalExpenseQuestion] === 'yes'
    : false;
  return {
    showConsentAccuracyQuestion: true,
    hasAbsentParent: absent,
    isAnnualRenewalMotivationType: def.id === 'FNS_RECERT',
    showConsentUpdateInfoQuestion: ma,
    showCooperateMedicalQuestion: ma && absent,
    showCoverageRenewalQuestion: ma,
    showFullNameInputs: true,
    showMedicalExpenseQuestion: programs.includes('FNS') && medical,
    isEligibleForMA: ma,
  };
}

export interface Agreement {
  id: string;
  text: Text;
}

/**
 * The boxes of the e-signature step. The first five are the spec's agreement checkboxes (part 2
 * §3 "Sign-and-submit form": information changed, authorize release of information, understand
 * verification, rights and responsibilities, truthfulness under perjury) and are asked on every
 * application; the rest follow the eSignatureDetails flags and the programmes asked for.
 */
const AGREEMENTS: { id: string; flag: keyof ESignatureFlags | 'FNS' | 'ALWAYS'; text: Text }[] = [
  {
    id: 'reportChanges',
    flag: 'ALWAYS',
    text: {
      en: 'I understand that I must tell the county department of social services when my information changes (who lives with me, income, address or resources), as the rules of my programs require. For food assistance, a change is due by the 10th of the month after it happens.',
      es: 'Entiendo que debo informar al departamento de servicios sociales del condado cuando cambie mi información (quién vive conmigo, ingresos, dirección o recursos), según lo exijan las reglas de mis programas. Para la asistencia de alimentos, un cambio se debe informar a más tardar el día 10 del mes siguiente a cuando ocurre.',
    },
  },
  {
    id: 'releaseInfo',
    flag: 'ALWAYS',
    text: {
      en: 'I authorize the release of information about me and the people I applied for (from employers, banks, schools, landlords and other agencies) to the department, so it can decide and check our eligibility.',
      es: 'Autorizo la entrega de información sobre mí y las personas por las que presento la solicitud (de empleadores, bancos, escuelas, arrendadores y otras agencias) al departamento, para que pueda decidir y verificar nuestra elegibilidad.',
    },
  },
  {
    id: 'verification',
    flag: 'ALWAYS',
    text: {
      en: 'I understand that the information I gave will be verified, and that I may be asked for proof. Documents are due within 30 days of the request.',
      es: 'Entiendo que la información que di será verificada y que se me pueden pedir comprobantes. Los documentos se deben entregar dentro de los 30 días de la solicitud.',
    },
  },
  {
    id: 'rights',
    flag: 'ALWAYS',
    text: {
      en: 'I have read and understand my rights and responsibilities, including my right to ask for a hearing within 90 days of a decision I disagree with.',
      es: 'He leído y entiendo mis derechos y responsabilidades, incluido mi derecho a pedir una audiencia dentro de los 90 días de una decisión con la que no esté de acuerdo.',
    },
  },
  {
    id: 'accuracy',
    flag: 'showConsentAccuracyQuestion',
    text: {
      en: 'I declare under penalty of perjury that the information in this application is true and complete to the best of my knowledge.',
      es: 'Declaro bajo pena de perjurio que la información de esta solicitud es verdadera y completa según mi leal saber y entender.',
    },
  },
  {
    id: 'fnsPenalties',
    flag: 'FNS',
    text: {
      en: 'I understand that if I break food and nutrition program rules on purpose I can be barred for at least 1 year (10 years for duplicate households), fined up to $250,000, jailed up to 20 years, or both, and that trafficking of $500 or more means permanent loss of benefits.',
      es: 'Entiendo que si violo a propósito las reglas del programa de alimentos y nutrición puedo ser excluido por al menos 1 año (10 años por hogares duplicados), multado hasta con $250,000, encarcelado hasta 20 años, o ambas cosas, y que el tráfico de $500 o más significa la pérdida permanente de los beneficios.',
    },
  },
  {
    id: 'medicalExpense',
    flag: 'showMedicalExpenseQuestion',
    text: {
      en: 'I understand that I must give proof of the medical expenses I reported for them to be counted.',
      es: 'Entiendo que debo presentar comprobantes de los gastos médicos que informé para que se tomen en cuenta.',
    },
  },
  {
    id: 'updateInfo',
    flag: 'showConsentUpdateInfoQuestion',
    text: {
      en: 'I agree that the agency may use electronic data sources to check and update the information in this application.',
      es: 'Acepto que la agencia use fuentes de datos electrónicas para verificar y actualizar la información de esta solicitud.',
    },
  },
  {
    id: 'coverageRenewal',
    flag: 'showCoverageRenewalQuestion',
    text: {
      en: 'I agree that the agency may use tax information to renew my medical coverage for up to five years.',
      es: 'Acepto que la agencia use información de impuestos para renovar mi cobertura médica hasta por cinco años.',
    },
  },
  {
    id: 'cooperateMedical',
    flag: 'showCooperateMedicalQuestion',
    text: {
      en: 'I agree to cooperate with the child support agency to get medical support from a parent who does not live in the home.',
      es: 'Acepto cooperar con la agencia de manutención infantil para obtener apoyo médico de un padre o una madre que no vive en el hogar.',
    },
  },
];

/** The boxes a person must tick, given the flags and the programmes. */
export function agreementsFor(flags: ESignatureFlags, programs: string[]): Agreement[] {
  return AGREEMENTS.filter((a) =>
    a.flag === 'ALWAYS' ? true : a.flag === 'FNS' ? programs.includes('FNS') : flags[a.flag],
  ).map(({ id, text }) => ({ id, text }));
}

/** The boxes of signing an appeal request: asking for the hearing, and truthfulness. */
const APPEAL_AGREEMENTS: Agreement[] = [
  {
    id: 'appealRequest',
    text: {
      en: 'I ask for a hearing about the decision named in this request.',
      es: 'Pido una audiencia sobre la decisión indicada en esta solicitud.',
    },
  },
  {
    id: 'appealTruth',
    text: {
      en: 'I declare that what I wrote in this request is true and complete to the best of my knowledge.',
      es: 'Declaro que lo que escribí en esta solicitud es verdadero y completo según mi leal saber y entender.',
    },
  },
];

/** The boxes a draft is signed with: an appeal's own, or those its answers and programmes call for. */
export function signatureAgreements(def: FormDefinition, answers: Answers): Agreement[] {
  if (def.signature?.kind === 'appeal') return APPEAL_AGREEMENTS;
  return agreementsFor(signatureFlags(def, answers), programsOf(def, answers));
}

export interface SignatureInput {
  agreements: Record<string, boolean>;
  firstName: string;
  middleName?: string;
  lastName: string;
}

/** Every box ticked ("Select the required box below") and first and last name given. */
export function validateSignature(required: Agreement[], input: SignatureInput): Issue[] {
  const issues: Issue[] = [];
  for (const a of required)
    if (input.agreements[a.id] !== true) issues.push({ field: `agreement.${a.id}`, code: 'selectBox' });
  for (const part of ['firstName', 'lastName'] as const) {
    const text = (input[part] ?? '').trim();
    if (!text) issues.push({ field: part, code: 'required' });
    else if (text.length > 100) issues.push({ field: part, code: 'maxLength', limit: 100 });
  }
  if ((input.middleName ?? '').length > 100) issues.push({ field: 'middleName', code: 'maxLength', limit: 100 });
  return issues;
}

/** ***-**-1234 */
export function maskSsnText(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}

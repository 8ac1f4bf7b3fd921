import { UA_BASE } from './api';
import { call } from './http';
import type { ValidationMessageKey } from './messages';
import { DATE_PATTERN, MONEY_PATTERN, parseUsDate, SSN_PATTERN } from './validation-rules';

/**
 * Presumptive eligibility (spec part 2 §2, §3 "Presumptive flags", §7): a qualified medical
 * provider files for a patient and the portal decides at once against the income limit of the
 * patient's household size and coverage category. Zod-free: the provider's pages import it, and
 * the rules below (the table, the decision, the checks of the form) are the only copy, used by
 * the browser and the server alike. See docs/decisions/0117-presumptive-eligibility.md.
 */
const FILING = `${UA_BASE}/nf_presumptive/filings/:formId`;
export const PRESUMPTIVE_CALLS = {
  /** Starts a filing (the spec's motivation): the provider's open one, or a new one. */
  presumptive: call('GET', `${UA_BASE}/nf_motivation/presumptive`),
  /** The provider's decided filings, newest first, a page at a time (`?page=`). */
  presumptiveFilings: call('GET', `${UA_BASE}/nf_presumptive/filings`),
  /** The filing: the facilities it may be for and, once decided, the decision. */
  presumptiveFiling: call('GET', FILING),
  /** The patient's answers: decided at once. */
  submitPresumptive: call('POST', FILING),
  /** The printable notice for the patient (`?lang=en|es`). */
  presumptiveNotice: call('GET', `${FILING}/notice`),
};

/** Coverage categories; BCCM (breast and cervical cancer Medicaid) only where the provider and facility may. */
export const PRESUMPTIVE_CATEGORIES = ['CHILDREN', 'PREGNANT', 'PARENTS', 'FAMILY_PLANNING', 'BCCM'] as const;
export type PresumptiveCategory = (typeof PRESUMPTIVE_CATEGORIES)[number];

/**
 * The configured income limits: the HHS poverty guidelines for the 48 contiguous states and
 * DC, published in January 2025, in force for the 2026 coverage year until the next ones are
 * entered here; and each category's percentage of the guideline. One place: change the figures
 * here (and name the year) and every decision, page and notice follows.
 */
export const POVERTY_GUIDELINES = {
  /** The year of the HHS publication the figures come from. */
  year: 2025,
  /** Yearly guideline for one person, in dollars. */
  firstPerson: 15_650,
  /** Added for each further person, in dollars. */
  eachAdditional: 5_500,
} as const;
export const CATEGORY_PERCENT: Record<PresumptiveCategory, number> = {
  CHILDREN: 211,
  PREGNANT: 196,
  PARENTS: 41,
  FAMILY_PLANNING: 195,
  BCCM: 250,
};
export const HOUSEHOLD_SIZE_MAX = 20;
/** The children's category is for patients under this age on the filing date. */
export const CHILD_AGE_LIMIT = 19;

/** The yearly poverty guideline for a household, in dollars. */
export function yearlyGuideline(householdSize: number): number {
  return POVERTY_GUIDELINES.firstPerson + POVERTY_GUIDELINES.eachAdditional * (householdSize - 1);
}

/**
 * The monthly income limit in whole dollars: yearly guideline × the category's percentage ÷ 12,
 * rounded UP to the next whole dollar (a patient a few cents over the exact figure is not refused).
 */
export function monthlyLimitDollars(householdSize: number, category: PresumptiveCategory): number {
  return Math.ceil((yearlyGuideline(householdSize) * CATEGORY_PERCENT[category]) / 1200);
}

/** The last day (YYYY-MM-DD) of the month after the one of `day`: the end of temporary coverage. */
export function coverageEndFor(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  // Day 0 of the month after next is the last day of the next month.
  const end = new Date(Date.UTC(y, m + 1, 0));
  return end.toISOString().slice(0, 10);
}

export interface PresumptiveDecisionFigures {
  eligible: boolean;
  monthlyLimitCents: number;
  percent: number;
  guidelineYear: number;
  /** Null when not eligible. */
  coverageStart: string | null;
  coverageEnd: string | null;
}

/** The decision: eligible when the monthly household income is at or under the limit. */
export function decidePresumptive(
  householdSize: number,
  monthlyIncomeCents: number,
  category: PresumptiveCategory,
  filedOn: string,
): PresumptiveDecisionFigures {
  const monthlyLimitCents = monthlyLimitDollars(householdSize, category) * 100;
  const eligible = monthlyIncomeCents <= monthlyLimitCents;
  return {
    eligible,
    monthlyLimitCents,
    percent: CATEGORY_PERCENT[category],
    guidelineYear: POVERTY_GUIDELINES.year,
    coverageStart: eligible ? filedOn : null,
    coverageEnd: eligible ? coverageEndFor(filedOn) : null,
  };
}

/**
 * The messages of this form's own rules, in both languages. Kept here rather than with the
 * shared validation messages (messages.ts), which every first page loads: only the provider's
 * pages need these. The server puts the text in its errors; the page shows it for its own checks.
 */
export const PRESUMPTIVE_MESSAGES = {
  'validation.presumptive.tooLong': {
    en: 'This is too long. Shorten it and try again.',
    es: 'Es demasiado largo. Acórtelo e inténtelo de nuevo.',
  },
  'validation.presumptive.birthDate': {
    en: 'Enter a birth date that is not in the future.',
    es: 'Ingrese una fecha de nacimiento que no sea futura.',
  },
  'validation.presumptive.householdSize': {
    en: 'Enter the number of people in the household, from 1 to 20.',
    es: 'Ingrese el número de personas del hogar, de 1 a 20.',
  },
  'validation.presumptive.category': {
    en: 'Choose a coverage category.',
    es: 'Elija una categoría de cobertura.',
  },
  'validation.presumptive.childAge': {
    en: 'The children category is for patients under 19. Choose another category.',
    es: 'La categoría de niños es para pacientes menores de 19 años. Elija otra categoría.',
  },
  'validation.presumptive.bccm': {
    en: 'Breast and cervical cancer Medicaid cannot be filed by you at this facility. Choose another category.',
    es: 'Usted no puede presentar Medicaid para cáncer de seno y de cuello uterino en este centro. Elija otra categoría.',
  },
  'validation.presumptive.facility': {
    en: 'Choose a facility you work for that may file presumptive eligibility.',
    es: 'Elija un centro donde usted trabaje que pueda presentar elegibilidad presunta.',
  },
} as const satisfies Record<string, { en: string; es: string }>;
export type PresumptiveMessageKey = keyof typeof PRESUMPTIVE_MESSAGES;
/** A problem of a field: a shared validation message or one of this form's. */
export type PresumptiveProblem = ValidationMessageKey | PresumptiveMessageKey;
export const isPresumptiveMessageKey = (key: string): key is PresumptiveMessageKey =>
  Object.prototype.hasOwnProperty.call(PRESUMPTIVE_MESSAGES, key);

/** The form's fields, as typed (all strings; the SSN may be left empty). */
export const PRESUMPTIVE_FIELDS = [
  'facilityId',
  'firstName',
  'lastName',
  'birthDate',
  'ssn',
  'addressLine1',
  'city',
  'zip',
  'householdSize',
  'monthlyIncome',
  'category',
] as const;
export type PresumptiveField = (typeof PRESUMPTIVE_FIELDS)[number];
export type PresumptiveAnswers = Record<PresumptiveField, string>;
export const NAME_MAX = 50;
export const ADDRESS_MAX = 100;

// eslint-disable-next-line no-control-regex -- the rule exists to find control characters
const CONTROL = /[\u0000-\u001f\u007f]/;
const WHOLE = /^\d{1,3}$/;

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/**
 * What is wrong with the answers, field by field (the first problem of each), checked the same
 * way in the browser and on the server. `today` is the state's date (YYYY-MM-DD); whether BCCM
 * is allowed is the server's to say (it knows the facility).
 */
export function presumptiveProblems(
  a: PresumptiveAnswers,
  today: string,
): Partial<Record<PresumptiveField, PresumptiveProblem>> {
  const out: Partial<Record<PresumptiveField, PresumptiveProblem>> = {};
  for (const f of PRESUMPTIVE_FIELDS) if (CONTROL.test(a[f])) out[f] = 'validation.text.control';
  const v = (f: PresumptiveField) => a[f].trim();
  const need = (f: PresumptiveField, ok: boolean, key: PresumptiveProblem) => {
    if (out[f]) return;
    if (v(f) === '') out[f] = 'validation.required';
    else if (!ok) out[f] = key;
  };
  need('facilityId', true, 'validation.invalid');
  need('firstName', v('firstName').length <= NAME_MAX, 'validation.presumptive.tooLong');
  need('lastName', v('lastName').length <= NAME_MAX, 'validation.presumptive.tooLong');
  const birth = parseUsDate(v('birthDate'));
  const birthIso = birth?.toISOString().slice(0, 10) ?? '';
  need('birthDate', DATE_PATTERN.test(v('birthDate')) && birth !== null, 'validation.date.invalid');
  if (!out.birthDate && (birthIso > today || birthIso < '1900-01-01'))
    out.birthDate = 'validation.presumptive.birthDate';
  if (!out.ssn && v('ssn') !== '' && !SSN_PATTERN.test(v('ssn'))) out.ssn = 'validation.ssn.invalid';
  need('addressLine1', v('addressLine1').length <= ADDRESS_MAX, 'validation.presumptive.tooLong');
  need('city', v('city').length <= NAME_MAX, 'validation.presumptive.tooLong');
  need('zip', /^\d{5}$/.test(v('zip')), 'validation.zip.invalid');
  const size = Number(v('householdSize'));
  need(
    'householdSize',
    WHOLE.test(v('householdSize')) && size >= 1 && size <= HOUSEHOLD_SIZE_MAX,
    'validation.presumptive.householdSize',
  );
  need('monthlyIncome', MONEY_PATTERN.test(v('monthlyIncome')), 'validation.amount.invalid');
  need(
    'category',
    (PRESUMPTIVE_CATEGORIES as readonly string[]).includes(v('category')),
    'validation.presumptive.category',
  );
  if (!out.category && !out.birthDate && v('category') === 'CHILDREN' && ageOn(birthIso, today) >= CHILD_AGE_LIMIT)
    out.category = 'validation.presumptive.childAge';
  return out;
}

/** Dollars as typed ("$1,234.50" is not accepted: MONEY_PATTERN) to whole cents. */
export const centsOf = (typed: string) => Math.round(Number(typed.trim().replace('$', '')) * 100);

/** The categories' names, for the form, the decision and the notice. */
export const PRESUMPTIVE_CATEGORY_NAMES: Record<PresumptiveCategory, { en: string; es: string }> = {
  CHILDREN: { en: 'Children under 19', es: 'Niños menores de 19 años' },
  PREGNANT: { en: 'Pregnant women', es: 'Mujeres embarazadas' },
  PARENTS: { en: 'Parents and caretaker relatives', es: 'Padres y familiares a cargo' },
  FAMILY_PLANNING: { en: 'Family planning', es: 'Planificación familiar' },
  BCCM: {
    en: 'Breast and cervical cancer Medicaid',
    es: 'Medicaid para cáncer de seno y de cuello uterino',
  },
};

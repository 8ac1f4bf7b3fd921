import { answerKey, toNumber } from './engine';
import type { AnswerValue, Answers } from './types';
import { parseDate } from './dates';

/**
 * The household an application describes, as records a case keeps: its people, their money,
 * the home address and the monthly costs. Read from the answer keys of the shared sections
 * (definitions/household.ts, finances.ts); every application form asks them the same way.
 */

export interface MemberRecord {
  firstName: string;
  lastName: string;
  /** ISO date (YYYY-MM-DD), or null when not given. */
  birthDate: string | null;
  /** Nine digits, or null when not given. */
  ssn: string | null;
  /** Code table Relationship: SELF for the applicant. */
  relationship: string;
  citizen: boolean | null;
  /** Code table Gender, or null when not asked (food-only forms). */
  sex?: string | null;
  pregnancy: { dueDate: string | null; unborn: number } | null;
}

export interface IncomeRecord {
  /** Index of the member in `members`. */
  member: number;
  /** Code table IncomeType: WAGES for a job's pay. */
  type: string;
  employer: string | null;
  amount: number;
  /** Code table Frequency. */
  frequency: string;
  hoursPerWeek: number | null;
}

export interface ExpenseRecord {
  /** SHELTER (rent or mortgage), CARE (child or adult care), MEDICAL. Monthly amounts. */
  kind: 'SHELTER' | 'CARE' | 'MEDICAL';
  amount: number;
}

export interface AddressRecord {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface HouseholdRecords {
  members: MemberRecord[];
  address: AddressRecord | null;
  incomes: IncomeRecord[];
  expenses: ExpenseRecord[];
}

/** Most items an "add another" loop can hold (the engine's limit). */
const MAX_ITEMS = 20;

const text = (v: AnswerValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const amount = (v: AnswerValue | undefined) => toNumber(text(v) ?? undefined);
const isoDate = (v: AnswerValue | undefined) => {
  const d = parseDate(text(v) ?? '');
  return d ? d.toISOString().slice(0, 10) : null;
};
const yesNo = (v: AnswerValue | undefined) => (v === 'yes' ? true : v === 'no' ? false : null);

function member(answers: Answers, i: number): MemberRecord {
  const a = (id: string) => answers[answerKey(id, [i])];
  const unborn = amount(a('unborn'));
  return {
    firstName: text(a('firstName')) ?? '',
    lastName: text(a('lastName')) ?? '',
    birthDate: isoDate(a('birthDate')),
    ssn: text(a('ssn'))?.replace(/-/g, '') ?? null,
    relationship: i === 0 ? 'SELF' : (text(a('relationship')) ?? 'OTHER'),
    citizen: yesNo(a('citizen')),
    sex: text(a('sex')) ?? null,
    pregnancy: a('pregnant') === 'yes' ? { dueDate: isoDate(a('dueDate')), unborn: unborn ?? 1 } : null,
  };
}

function incomesOf(answers: Answers, i: number): IncomeRecord[] {
  const out: IncomeRecord[] = [];
  if (answers[answerKey('hasJob', [i])] === 'yes') {
    for (let item = 0; item < MAX_ITEMS; item++) {
      const a = (id: string) => answers[answerKey(id, [i, item])];
      const pay = amount(a('jobPay'));
      if (pay !== null)
        out.push({
          member: i,
          type: 'WAGES',
          employer: text(a('employer')),
          amount: pay,
          frequency: text(a('jobFrequency')) ?? 'MONTHLY',
          hoursPerWeek: amount(a('jobHours')),
        });
      if (a('moreJobs') !== 'yes') break;
    }
  }
  const other = amount(answers[answerKey('otherAmount', [i])]);
  if (answers[answerKey('hasOtherIncome', [i])] === 'yes' && other !== null)
    out.push({
      member: i,
      type: text(answers[answerKey('otherType', [i])]) ?? 'OTHER',
      employer: null,
      amount: other,
      frequency: 'MONTHLY',
      hoursPerWeek: null,
    });
  return out;
}

function addressOf(value: AnswerValue | undefined): AddressRecord | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const part = (k: string) => text((value as Record<string, AnswerValue>)[k]);
  const [line1, city, state, zip] = [part('line1'), part('city'), part('state'), part('zip')];
  if (!line1 || !city || !state || !zip) return null;
  return { line1, line2: part('line2'), city, state: state.toUpperCase(), zip };
}

/** The records of a submitted application's answers (members without a name are left out). */
export function householdRecords(answers: Answers): HouseholdRecords {
  const size = Math.min(MAX_ITEMS, Math.max(1, amount(answers.householdSize) ?? 1));
  const members: MemberRecord[] = [];
  const incomes: IncomeRecord[] = [];
  for (let i = 0; i < size; i++) {
    const m = member(answers, i);
    if (!m.firstName && !m.lastName) continue;
    members.push(m);
    incomes.push(...incomesOf(answers, i).map((inc) => ({ ...inc, member: members.length - 1 })));
  }
  const expenses: ExpenseRecord[] = [];
  const cost = (kind: ExpenseRecord['kind'], key: string, asked?: string) => {
    const n = amount(answers[key]);
    if (n !== null && n > 0 && (!asked || answers[asked] === 'yes')) expenses.push({ kind, amount: n });
  };
  cost('SHELTER', 'rent');
  cost('CARE', 'careAmount', 'careCosts');
  cost('MEDICAL', 'medicalAmount', 'medicalExpenses');
  return { members, address: addressOf(answers.homeAddress), incomes, expenses };
}

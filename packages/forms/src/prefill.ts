import { answerKey } from './engine';
import type { HouseholdRecords } from './records';
import { CHANGE_PAGE } from './definitions/changes';
import { ENGINE_TEXT } from './messages';
import { summarize } from './summary';
import type { Answers, FormDefinition, Lang } from './types';

/**
 * A case's records as the answers of the keeping-benefits forms (definitions/changes.ts), the
 * inverse of `householdRecords`: a change report or renewal starts filled in with what the
 * agency has on file, and the person changes only what changed.
 */

/** YYYY-MM-DD to the forms' MM/DD/YYYY. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** Dollars as typed in a currency answer: whole dollars bare, cents with two digits. */
const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

export function answersOfRecords(records: HouseholdRecords): Answers {
  const a: Answers = { householdSize: String(Math.max(1, records.members.length)) };
  records.members.forEach((m, i) => {
    const set = (id: string, value: string | null | undefined) => {
      if (value !== null && value !== undefined && value !== '') a[answerKey(id, [i])] = value;
    };
    set('firstName', m.firstName);
    set('lastName', m.lastName);
    set('birthDate', m.birthDate && usDate(m.birthDate));
    if (i > 0) set('relationship', m.relationship === 'OTHER' ? 'NOT_RELATED' : m.relationship);
    set('ssn', m.ssn && `${m.ssn.slice(0, 3)}-${m.ssn.slice(3, 5)}-${m.ssn.slice(5)}`);
    set('citizen', m.citizen === null ? null : yesNo(m.citizen));
    const jobs = records.incomes.filter((inc) => inc.member === i && inc.type === 'WAGES');
    const other = records.incomes.find((inc) => inc.member === i && inc.type !== 'WAGES');
    set('hasJob', yesNo(jobs.length > 0));
    jobs.forEach((job, k) => {
      const at = (id: string, value: string | null) => {
        if (value !== null) a[answerKey(id, [i, k])] = value;
      };
      at('employer', job.employer);
      at('jobPay', money(job.amount));
      at('jobFrequency', job.frequency);
      at('jobHours', job.hoursPerWeek === null ? null : String(job.hoursPerWeek));
      at('moreJobs', yesNo(k < jobs.length - 1));
    });
    set('hasOtherIncome', yesNo(Boolean(other)));
    if (other) {
      set('otherType', other.type);
      set('otherAmount', money(other.amount));
    }
  });
  if (records.address) {
    const { line1, line2, city, state, zip } = records.address;
    a.homeAddress = { line1, ...(line2 ? { line2 } : {}), city, state, zip };
  }
  const cost = (kind: 'SHELTER' | 'CARE' | 'MEDICAL') => records.expenses.find((e) => e.kind === kind)?.amount;
  a.rent = money(cost('SHELTER') ?? 0);
  const care = cost('CARE');
  a.careCosts = yesNo(care !== undefined);
  if (care !== undefined) a.careAmount = money(care);
  const medical = cost('MEDICAL');
  a.medicalExpenses = yesNo(medical !== undefined);
  if (medical !== undefined) a.medicalAmount = money(medical);
  return a;
}

/** One answer that differs between what was on file and what the person reported. */
export interface ChangeRow {
  /** The page the answer is on now (to change it again); for something removed, where it was. */
  page: string;
  /** The page heading (with the person's name) and the question. */
  heading: string;
  label: string;
  /** As read: options by label, SSN masked; "Not answered" when there was none. */
  before: string;
  after: string;
}

/**
 * Before → after: every answer of the report that differs from the prefilled one, in the order
 * of the form, and the answers that are no longer there (a person or a job removed).
 */
export function changesBetween(def: FormDefinition, before: Answers, after: Answers, lang: Lang): ChangeRow[] {
  const was = summarize(def, before, lang);
  const now = summarize(def, after, lang);
  const wasByField = new Map(was.flatMap((b) => b.rows.map((r) => [r.field, { ...r, heading: b.heading }])));
  const nowFields = new Set(now.flatMap((b) => b.rows.map((r) => r.field)));
  const rows: ChangeRow[] = [];
  const none = ENGINE_TEXT.notAnswered[lang];
  for (const block of now) {
    // The change page itself (what changed, since when) describes the report, not the case.
    if (block.page === CHANGE_PAGE) continue;
    for (const r of block.rows) {
      const old = wasByField.get(r.field);
      if (old?.value !== r.value)
        rows.push({ page: r.page, heading: block.heading, label: r.label, before: old?.value ?? none, after: r.value });
    }
  }
  for (const [field, old] of wasByField)
    if (!nowFields.has(field))
      rows.push({ page: old.page, heading: old.heading, label: old.label, before: old.value, after: none });
  return rows;
}

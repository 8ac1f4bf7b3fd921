import { CODE_TABLES } from '@portal/contracts/code-tables';
import { parseDate } from './dates';
import { keyOf, toNumber, visiblePages, visibleQuestions } from './engine';
import type { AnswerValue, Answers, FormDefinition, Issue, PageInstance, Question } from './types';

const SSN = /^\d{3}-?\d{2}-?\d{4}$/;
const PHONE = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;
/** A postal code of the AddressState table (the address question offers them as a list). */
const STATE = new RegExp(`^(${CODE_TABLES.AddressState.items.map((s) => s.value).join('|')})$`, 'i');

function blank(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function checkNumber(q: Question, text: string, field: string): Issue | null {
  const n = toNumber(text);
  if (n === null) return { field, code: 'number' };
  const r = q.rules ?? {};
  if (r.integer && !Number.isInteger(n)) return { field, code: 'integer' };
  if (q.type === 'currency' && n < 0) return { field, code: 'min', limit: 0 };
  if (r.min !== undefined && n < r.min) return { field, code: 'min', limit: r.min };
  if (r.max !== undefined && n > r.max) return { field, code: 'max', limit: r.max };
  if (r.minExclusive !== undefined && n <= r.minExclusive)
    return { field, code: 'minExclusive', limit: r.minExclusive };
  if (r.maxExclusive !== undefined && n >= r.maxExclusive)
    return { field, code: 'maxExclusive', limit: r.maxExclusive };
  return null;
}

function checkParts(
  value: AnswerValue,
  field: string,
  parts: { part: string; optional?: boolean; pattern?: RegExp; code?: Issue['code'] }[],
): Issue[] {
  const obj = typeof value === 'object' && !Array.isArray(value) ? value : {};
  const issues: Issue[] = [];
  for (const p of parts) {
    const text = (obj[p.part] ?? '').trim();
    const key = `${field}.${p.part}`;
    if (!text) {
      if (!p.optional) issues.push({ field: key, code: 'required' });
    } else if (text.length > 100) issues.push({ field: key, code: 'maxLength', limit: 100 });
    else if (p.pattern && !p.pattern.test(text)) issues.push({ field: key, code: p.code ?? 'valid' });
  }
  return issues;
}

/** The issues of one answer. `today` comes from the caller's clock (server: clock.now()). */
export function checkAnswer(q: Question, value: AnswerValue | undefined, field: string, today: Date): Issue[] {
  if (q.type === 'static') return [];
  if (blank(value)) return q.optional ? [] : [{ field, code: 'required' }];
  const v = value!;
  if (q.type === 'address') {
    return checkParts(v, field, [
      { part: 'line1' },
      { part: 'line2', optional: true },
      { part: 'city' },
      { part: 'state', pattern: STATE },
      { part: 'zip', pattern: ZIP, code: 'zip' },
    ]);
  }
  if (q.type === 'name')
    return checkParts(v, field, [{ part: 'first' }, { part: 'middle', optional: true }, { part: 'last' }]);
  if (q.type === 'multi') {
    const allowed = new Set((q.options ?? []).map((o) => o.value));
    return Array.isArray(v) && v.every((x) => allowed.has(x)) ? [] : [{ field, code: 'valid' }];
  }
  if (typeof v !== 'string') return [{ field, code: 'valid' }];
  const text = v.trim();
  const r = q.rules ?? {};
  if (r.minLength !== undefined && text.length < r.minLength) return [{ field, code: 'minLength', limit: r.minLength }];
  const maxLength = r.maxLength ?? 200;
  if (text.length > maxLength) return [{ field, code: 'maxLength', limit: maxLength }];
  switch (q.type) {
    case 'number':
    case 'currency': {
      const issue = checkNumber(q, text, field);
      return issue ? [issue] : [];
    }
    case 'date': {
      const d = parseDate(text);
      if (!d) return [{ field, code: 'date' }];
      if (r.notFuture && d.getTime() > today.getTime()) return [{ field, code: 'futureDate' }];
      return [];
    }
    case 'ssn':
      return SSN.test(text) ? [] : [{ field, code: 'ssn' }];
    case 'phone':
      return PHONE.test(text) ? [] : [{ field, code: 'phone' }];
    case 'email':
      return EMAIL.test(text) ? [] : [{ field, code: 'email' }];
    case 'yesno':
      return text === 'yes' || text === 'no' ? [] : [{ field, code: 'valid' }];
    case 'choice':
      return (q.options ?? []).some((o) => o.value === text) ? [] : [{ field, code: 'valid' }];
    default:
      return [];
  }
}

/** The issues of one visible page with these answers. */
export function validatePage(inst: PageInstance, answers: Answers, today: Date): Issue[] {
  return visibleQuestions(inst, answers).flatMap((q) => {
    const key = keyOf(q.id, inst);
    return checkAnswer(q, answers[key], key, today);
  });
}

/** Every visible page's issues: an empty list means the form may be signed and submitted. */
export function validateForm(def: FormDefinition, answers: Answers, today: Date): { page: string; issues: Issue[] }[] {
  return visiblePages(def, answers)
    .map((inst) => ({ page: inst.key, issues: validatePage(inst, answers, today) }))
    .filter((p) => p.issues.length > 0);
}

import { answerKey, evaluate, keyOf, visiblePages } from './engine';
import type { Answers, DocumentCall, FormDefinition } from './types';

/** One document an application's answers call for. */
export interface CalledDocument {
  /** Stable for the application: the evidence and the page instance it comes from (`INCOME.job.0.1`). */
  key: string;
  evidence: DocumentCall['evidence'];
  /** The person it is about, from their answered name (null on a page about the household). */
  person: string | null;
  /** What else names it, such as the employer (null when the page has none). */
  about: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * The documents the answers call for: each visible page's document calls whose condition holds
 * for that page instance (a pay stub for every job, proof of rent when rent is paid, the
 * applicant's identity). The list is what the agency will ask for, so the person can send it
 * before being asked.
 */
export function documentsCalledFor(def: FormDefinition, answers: Answers): CalledDocument[] {
  const out: CalledDocument[] = [];
  for (const inst of visiblePages(def, answers)) {
    for (const call of inst.page.documents ?? []) {
      if (call.when && !evaluate(call.when, answers, inst.path)) continue;
      const from = inst.page.repeat?.nameFrom;
      const person =
        from && inst.index !== undefined
          ? [text(answers[answerKey(from.first, inst.index)]), text(answers[answerKey(from.last, inst.index)])]
              .filter(Boolean)
              .join(' ') || null
          : null;
      out.push({
        key: `${call.evidence}.${inst.key}`,
        evidence: call.evidence,
        person,
        about: call.about ? text(answers[keyOf(call.about, inst)]) : null,
      });
    }
  }
  return out;
}

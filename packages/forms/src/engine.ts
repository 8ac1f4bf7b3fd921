import { ENGINE_TEXT } from './messages';
import type { AnswerValue, Answers, Condition, FormDefinition, Issue, Lang, Page, PageInstance, ProgramCode, Question, Text } from './types';

/** Most people a household may list; repeats never run more often. */
export const MAX_REPEAT = 20;

/** The answer key of a question: its id, or `id.index` on a repeated page. */
export function answerKey(questionId: string, index?: number): string {
  return index === undefined ? questionId : `${questionId}.${index}`;
}

/** A key safe for an HTML id. */
export function fieldId(key: string): string {
  return `q-${key.replace(/\./g, '-')}`;
}

function read(answers: Answers, questionId: string, index: number | undefined): AnswerValue | undefined {
  if (index !== undefined && answers[answerKey(questionId, index)] !== undefined) return answers[answerKey(questionId, index)];
  return answers[questionId];
}

function asText(value: AnswerValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function evaluate(cond: Condition, answers: Answers, index?: number): boolean {
  if ('all' in cond) return cond.all.every((c) => evaluate(c, answers, index));
  if ('any' in cond) return cond.any.some((c) => evaluate(c, answers, index));
  if ('not' in cond) return !evaluate(cond.not, answers, index);
  if ('index' in cond) return cond.index === 'first' ? index === 0 : index !== undefined && index > 0;
  const value = read(answers, cond.q, index);
  if ('eq' in cond) return asText(value) === cond.eq;
  if ('in' in cond) return cond.in.includes(asText(value) ?? '');
  if ('includes' in cond) return Array.isArray(value) && value.includes(cond.includes);
  const n = toNumber(asText(value));
  if (n === null) return false;
  return 'gt' in cond ? n > cond.gt : n < cond.lt;
}

export function toNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** How many copies of a repeated page: the count question's answer, within 0..MAX_REPEAT. */
function repeatCount(page: Page, answers: Answers): number {
  if (!page.repeat) return 1;
  const n = toNumber(asText(answers[page.repeat.count]));
  if (n === null || !Number.isInteger(n)) return 0;
  return Math.max(0, Math.min(MAX_REPEAT, n));
}

/**
 * The pages a person sees with these answers, in order: hidden sections and pages left out,
 * repeated pages once per person. Answers of hidden pages do not count (see `prune`).
 */
export function visiblePages(def: FormDefinition, answers: Answers): PageInstance[] {
  const out: PageInstance[] = [];
  for (const section of def.sections) {
    if (section.when && !evaluate(section.when, answers)) continue;
    for (const page of section.pages) {
      if (page.repeat) {
        const n = repeatCount(page, answers);
        for (let i = 0; i < n; i++) {
          if (page.when && !evaluate(page.when, answers, i)) continue;
          out.push({ key: `${page.id}.${i}`, page, section, index: i });
        }
      } else if (!page.when || evaluate(page.when, answers)) {
        out.push({ key: page.id, page, section });
      }
    }
  }
  return out;
}

export function findPage(def: FormDefinition, answers: Answers, key: string): PageInstance | undefined {
  return visiblePages(def, answers).find((p) => p.key === key);
}

export function visibleQuestions(inst: PageInstance, answers: Answers): Question[] {
  return inst.page.questions.filter((q) => !q.when || evaluate(q.when, answers, inst.index));
}

/** The page after this one with these answers (undefined: the summary comes next). */
export function nextPage(def: FormDefinition, answers: Answers, key: string): PageInstance | undefined {
  const pages = visiblePages(def, answers);
  const at = pages.findIndex((p) => p.key === key);
  return at < 0 ? pages[0] : pages[at + 1];
}

export function previousPage(def: FormDefinition, answers: Answers, key: string): PageInstance | undefined {
  const pages = visiblePages(def, answers);
  const at = pages.findIndex((p) => p.key === key);
  return at > 0 ? pages[at - 1] : undefined;
}

/** Only the answers of visible questions: what is shown in the summary, stored and printed. */
export function prune(def: FormDefinition, answers: Answers): Answers {
  const kept: Answers = {};
  for (const inst of visiblePages(def, answers)) {
    for (const q of visibleQuestions(inst, answers)) {
      const key = answerKey(q.id, inst.index);
      const value = answers[key];
      if (value !== undefined && q.type !== 'static') kept[key] = value;
    }
  }
  return kept;
}

/** The programmes this application asks for. */
export function programsOf(def: FormDefinition, answers: Answers): ProgramCode[] {
  if ('fixed' in def.programs) return [...def.programs.fixed];
  const chosen = answers[def.programs.fromQuestion];
  return Array.isArray(chosen) ? (chosen as ProgramCode[]) : [];
}

/** The name of the person a repeated page is about, or "Person n". */
export function personName(page: Page, answers: Answers, index: number | undefined, lang: Lang): string {
  if (index === undefined) return '';
  const from = page.repeat?.nameFrom;
  const first = from ? asText(answers[answerKey(from.first, index)])?.trim() : undefined;
  const last = from ? asText(answers[answerKey(from.last, index)])?.trim() : undefined;
  if (first) return [first, last].filter(Boolean).join(' ');
  return ENGINE_TEXT.person[lang].replace('{n}', String(index + 1));
}

/** A definition text with `{person}` filled in for a repeated page. */
export function textFor(text: Text, lang: Lang, inst: PageInstance, answers: Answers): string {
  return text[lang].replace(/\{person\}/g, personName(inst.page, answers, inst.index, lang));
}

export type { Issue };

import { ageOn, parseDate } from './dates';
import { ENGINE_TEXT } from './messages';
import type {
  AnswerValue,
  Answers,
  Condition,
  FormDefinition,
  Issue,
  Lang,
  Page,
  PageInstance,
  ProgramCode,
  Question,
  Section,
  Text,
} from './types';

/** Most people a household may list; repeats never run more often. */
export const MAX_REPEAT = 20;

/** Where a question is asked: a person's index, or every loop's index outer first. */
export type Where = number | readonly number[] | undefined;

function pathOf(where: Where): readonly number[] {
  return where === undefined ? [] : typeof where === 'number' ? [where] : where;
}

/** The answer key of a question: its id, `id.person` on a repeated page, `id.person.item` in a loop. */
export function answerKey(questionId: string, where?: Where): string {
  return [questionId, ...pathOf(where)].join('.');
}

/** The answer key of a question on this page instance. */
export function keyOf(questionId: string, inst: Pick<PageInstance, 'path'>): string {
  return answerKey(questionId, inst.path);
}

/** The answer keys of every question of this page instance, shown or not. */
export function pageKeys(inst: Pick<PageInstance, 'page' | 'path'>): string[] {
  return inst.page.questions.map((q) => keyOf(q.id, inst));
}

/** A key safe for an HTML id. */
export function fieldId(key: string): string {
  return `q-${key.replace(/\./g, '-')}`;
}

/** The nearest answer: the same item, else the same person, else the household's. */
function read(answers: Answers, questionId: string, where: Where): AnswerValue | undefined {
  const path = pathOf(where);
  for (let n = path.length; n > 0; n--) {
    const value = answers[answerKey(questionId, path.slice(0, n))];
    if (value !== undefined) return value;
  }
  return answers[questionId];
}

function asText(value: AnswerValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function evaluate(cond: Condition, answers: Answers, where?: Where): boolean {
  if ('all' in cond) return cond.all.every((c) => evaluate(c, answers, where));
  if ('any' in cond) return cond.any.some((c) => evaluate(c, answers, where));
  if ('not' in cond) return !evaluate(cond.not, answers, where);
  if ('index' in cond) {
    const path = pathOf(where);
    const last = path[path.length - 1];
    return cond.index === 'first' ? last === 0 : last !== undefined && last > 0;
  }
  const value = read(answers, cond.q, where);
  if ('eq' in cond) return asText(value) === cond.eq;
  if ('in' in cond) return cond.in.includes(asText(value) ?? '');
  if ('includes' in cond) return Array.isArray(value) && value.includes(cond.includes);
  if ('ageAtLeast' in cond || 'ageUnder' in cond) {
    const born = parseDate(asText(value) ?? '');
    if (!born) return false;
    return 'ageAtLeast' in cond ? ageOn(born) >= cond.ageAtLeast : ageOn(born) < cond.ageUnder;
  }
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

/** A page's copy for one person (and one item of its "add another" loop). */
function instance(page: Page, section: Section, path: number[]): PageInstance {
  return { key: [page.id, ...path].join('.'), page, section, index: path[0], path };
}

/**
 * One person's copies of a page: one, or for an "add another" page the first item and then one
 * more for each yes to the page's add-another question.
 */
function personPages(page: Page, section: Section, answers: Answers, person: number): PageInstance[] {
  if (!page.addAnother)
    return !page.when || evaluate(page.when, answers, person) ? [instance(page, section, [person])] : [];
  const out: PageInstance[] = [];
  for (let item = 0; item < MAX_REPEAT; item++) {
    const path = [person, item];
    if (page.when && !evaluate(page.when, answers, path)) break;
    out.push(instance(page, section, path));
    if (answers[answerKey(page.addAnother, path)] !== 'yes') break;
  }
  return out;
}

/**
 * The pages a person sees with these answers, in order: hidden sections and pages left out,
 * repeated pages once per person. Repeated pages that follow each other in a section and are
 * counted by the same question run together, person by person (a person's income, then each of
 * their jobs, then the next person's). Answers of hidden pages do not count (see `prune`).
 */
export function visiblePages(def: FormDefinition, answers: Answers): PageInstance[] {
  const out: PageInstance[] = [];
  for (const section of def.sections) {
    if (section.when && !evaluate(section.when, answers)) continue;
    const pages = section.pages;
    for (let at = 0; at < pages.length; at++) {
      const page = pages[at]!;
      if (!page.repeat) {
        if (!page.when || evaluate(page.when, answers)) out.push(instance(page, section, []));
        continue;
      }
      const group = [page];
      while (pages[at + 1]?.repeat?.count === page.repeat.count) group.push(pages[++at]!);
      const n = repeatCount(page, answers);
      for (let person = 0; person < n; person++) {
        for (const p of group) out.push(...personPages(p, section, answers, person));
      }
    }
  }
  return out;
}

export function findPage(def: FormDefinition, answers: Answers, key: string): PageInstance | undefined {
  return visiblePages(def, answers).find((p) => p.key === key);
}

export function visibleQuestions(inst: PageInstance, answers: Answers): Question[] {
  return inst.page.questions.filter((q) => !q.when || evaluate(q.when, answers, inst.path));
}

/** The questions a condition reads. */
function readsOf(cond: Condition): string[] {
  if ('all' in cond) return cond.all.flatMap(readsOf);
  if ('any' in cond) return cond.any.flatMap(readsOf);
  if ('not' in cond) return readsOf(cond.not);
  return 'q' in cond ? [cond.q] : [];
}

/**
 * A page's visible questions as a phone asks them, one question at a time: a question joins the
 * one before it when it is `together` with it or its condition reads a question of that group (the
 * babies and due date follow "pregnant"); static text goes with the question after it.
 */
export function questionGroups(inst: PageInstance, answers: Answers): Question[][] {
  const groups: Question[][] = [];
  let text: Question[] = [];
  for (const q of visibleQuestions(inst, answers)) {
    if (q.type === 'static') {
      text.push(q);
      continue;
    }
    const last = groups[groups.length - 1];
    const joins =
      last &&
      text.length === 0 &&
      (q.together || (q.when && readsOf(q.when).some((id) => last.some((x) => x.id === id))));
    if (joins) last.push(q);
    else groups.push([...text, q]);
    text = [];
  }
  if (text.length) groups.push(text);
  return groups;
}

/**
 * The pages Continue and Back go through: the visible pages of sections that are asked (see
 * `Section.askWhen`), and the page the person is on even when its section is not.
 */
export function walkedPages(def: FormDefinition, answers: Answers, current?: string): PageInstance[] {
  return visiblePages(def, answers).filter(
    (p) => p.key === current || !p.section.askWhen || evaluate(p.section.askWhen, answers),
  );
}

/** The page after this one with these answers (undefined: the summary comes next). */
export function nextPage(def: FormDefinition, answers: Answers, key: string): PageInstance | undefined {
  const pages = walkedPages(def, answers, key);
  const at = pages.findIndex((p) => p.key === key);
  return at < 0 ? pages[0] : pages[at + 1];
}

export function previousPage(def: FormDefinition, answers: Answers, key: string): PageInstance | undefined {
  const pages = walkedPages(def, answers, key);
  const at = pages.findIndex((p) => p.key === key);
  return at > 0 ? pages[at - 1] : undefined;
}

/** Only the answers of visible questions: what is shown in the summary, stored and printed. */
export function prune(def: FormDefinition, answers: Answers): Answers {
  const kept: Answers = {};
  for (const inst of visiblePages(def, answers)) {
    for (const q of visibleQuestions(inst, answers)) {
      const key = keyOf(q.id, inst);
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

/** A definition text with `{person}` (and `{n}`, the item's number in a loop) filled in. */
export function textFor(
  text: Text,
  lang: Lang,
  inst: PageInstance,
  answers: Answers,
  opts: { toApplicant?: boolean } = {},
): string {
  const item = inst.path.length > 1 ? String(inst.path[inst.path.length - 1]! + 1) : '';
  const words = opts.toApplicant && text.you && inst.index === 0 ? text.you : text;
  return words[lang].replace(/\{person\}/g, personName(inst.page, answers, inst.index, lang)).replace(/\{n\}/g, item);
}

/**
 * Where a page is among the parts (sections) of the form: "Part 2 of 6". Counting parts, not
 * pages, keeps the total steady as people and jobs add pages; only a part the person's own
 * choices leave out (a section's condition, such as Medicaid not chosen) is not counted.
 */
export function sectionPosition(
  def: FormDefinition,
  answers: Answers,
  inst: PageInstance,
): { n: number; total: number } {
  const sections = def.sections.filter((s) => !s.when || evaluate(s.when, answers)).map((s) => s.id);
  return { n: sections.indexOf(inst.section.id) + 1, total: sections.length };
}

export type { Issue };

import { keyOf, textFor, visiblePages, visibleQuestions } from './engine';
import { ENGINE_TEXT } from './messages';
import type { AnswerValue, Answers, FormDefinition, Lang, Question } from './types';
import { maskSsnText } from './signature';

export interface SummaryRow {
  /** The page to go back to (its key); the change link. */
  page: string;
  field: string;
  label: string;
  value: string;
}

export interface SummaryBlock {
  section: string;
  sectionTitle: string;
  /** The page heading (with the person's name on repeated pages). */
  heading: string;
  /** An item of an "add another" loop (a job): listed under its person's block, one level down. */
  nested: boolean;
  page: string;
  rows: SummaryRow[];
}

/** An answer as a person reads it: options by label, SSN masked, parts joined. */
export function formatAnswer(
  q: Question,
  value: AnswerValue | undefined,
  lang: Lang,
  opts: { revealSsn?: boolean } = {},
): string {
  if (
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  ) {
    return ENGINE_TEXT.notAnswered[lang];
  }
  const label = (v: string) => q.options?.find((o) => o.value === v)?.label[lang] ?? v;
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'object') {
    if (q.type === 'name') return [value.first, value.middle, value.last].filter(Boolean).join(' ');
    return [value.line1, value.line2, value.city, `${value.state ?? ''} ${value.zip ?? ''}`.trim()]
      .filter(Boolean)
      .join(', ');
  }
  switch (q.type) {
    case 'yesno':
      return value === 'yes' ? ENGINE_TEXT.yes[lang] : ENGINE_TEXT.no[lang];
    case 'choice':
      return label(value);
    case 'currency':
      return `$${value.replace(/[$,\s]/g, '')}`;
    case 'ssn':
      return opts.revealSsn ? value : maskSsnText(value);
    default:
      return value;
  }
}

/** "Check your answers": each visible page with its answers and a link back to it. */
export function summarize(
  def: FormDefinition,
  answers: Answers,
  lang: Lang,
  /** For the person filling it in ("About you", as the pages said); staff, PDFs and notices name the person. */
  opts: { toApplicant?: boolean } = {},
): SummaryBlock[] {
  return visiblePages(def, answers).map((inst) => ({
    section: inst.section.id,
    sectionTitle: inst.section.title[lang],
    heading: textFor(inst.page.title, lang, inst, answers, opts),
    page: inst.key,
    nested: inst.path.length > 1,
    rows: visibleQuestions(inst, answers)
      .filter((q) => q.type !== 'static')
      .map((q) => {
        const key = keyOf(q.id, inst);
        return {
          page: inst.key,
          field: key,
          label: textFor(q.label, lang, inst, answers, opts),
          value: formatAnswer(q, answers[key], lang),
        };
      }),
  }));
}

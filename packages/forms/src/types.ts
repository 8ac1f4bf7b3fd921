import type { CodeTableKey } from '@portal/contracts/code-tables';

/** A text in both languages of the portal. */
export interface Text {
  en: string;
  es: string;
  /**
   * The wording for the applicant, asked on their own page as "you" ("Do you work…?" rather
   * than "Does Ana Rivera work…?"). The summary and the PDF, read by staff, keep the names.
   */
  you?: { en: string; es: string };
}
export type Lang = 'en' | 'es';

/** Programme codes an application asks for (code table ProgramType). */
export type ProgramCode = 'FNS' | 'MA' | 'WF' | 'LIEAP' | 'DSNAP' | 'COVID';

export type QuestionType =
  | 'text'
  | 'number'
  | 'currency'
  | 'date'
  | 'ssn'
  | 'phone'
  | 'email'
  | 'address'
  | 'yesno'
  | 'choice'
  | 'multi'
  | 'name'
  | 'static';

export interface Option {
  value: string;
  label: Text;
}

/** Validation rules beyond the type's own format (spec part 2 §5: the generic form messages). */
export interface Rules {
  min?: number;
  max?: number;
  minExclusive?: number;
  maxExclusive?: number;
  minLength?: number;
  maxLength?: number;
  integer?: boolean;
  /** Dates: not after today (birth dates). */
  notFuture?: boolean;
}

export interface Question {
  id: string;
  type: QuestionType;
  label: Text;
  hint?: Text;
  /** Required unless `optional` (static text is never required). */
  optional?: boolean;
  options?: Option[];
  /**
   * The code table the options come from (packages/contracts code-tables.ts): set both with
   * `codeTableChoice(name)`, so the options are written once.
   */
  codeTable?: CodeTableKey;
  rules?: Rules;
  /**
   * The HTML autocomplete token of the answer when it is about the applicant (WCAG 1.3.5):
   * `given-name`, `family-name`, `bday`. On another person's page it is not given, so a browser
   * does not fill the applicant's own details in for a household member.
   */
  autocomplete?: 'given-name' | 'family-name' | 'bday';
  /** Shown only when this holds; a condition on a question of the same page is evaluated live. */
  when?: Condition;
  /** Asked with the question before it where a phone asks one question at a time (last name after first). */
  together?: boolean;
}

/**
 * A condition on a page or question. `q` names a question; inside a repeated page a question of
 * the same repeat is read for the same person (and, in an "add another" loop, the same item,
 * else the person's answer, else the household's). `index` tests the instance of a repeated
 * page: the innermost loop's (the first person, or a person's first job).
 */
export type Condition =
  | { q: string; eq: string }
  | { q: string; in: string[] }
  | { q: string; includes: string }
  | { q: string; gt: number }
  | { q: string; lt: number }
  /** A date answer (a birth date) at least this many whole years ago, today; false while it is not a date. */
  | { q: string; ageAtLeast: number }
  /** A date answer (a birth date) fewer than this many whole years ago, today; false while it is not a date. */
  | { q: string; ageUnder: number }
  | { index: 'first' | 'notFirst' }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** A document the agency will need when a page's answers say so (code table VerificationEvidence). */
export interface DocumentCall {
  evidence: 'INCOME' | 'SHELTER_COST' | 'IDENTITY' | 'UTILITY';
  /** Called for only when this holds on the page instance (same rules as a question's `when`). */
  when?: Condition;
  /** A question of the page whose answer names what the document is about (an employer). */
  about?: string;
}
export interface Page {
  id: string;
  title: Text;
  /**
   * Shown under the heading. `{person}` is replaced by the repeated person's name, `{n}` by the
   * item's number in an "add another" loop (1, 2, …).
   */
  intro?: Text;
  when?: Condition;
  /** Asked once per person: the number question that counts them (e.g. household size). */
  repeat?: { count: string; nameFrom?: { first: string; last: string } };
  /**
   * A loop inside the repeat (the DESIGN's *while* loop): for each person the page is asked once
   * (when its condition holds), then again while the person answers yes to this yes/no question
   * of the page ("add another"), at most MAX_REPEAT times. Answers are `questionId.person.item`.
   */
  addAnother?: string;
  questions: Question[];
  /** Documents that this page's answers call for, listed after submitting ("Documents we still need"). */
  documents?: DocumentCall[];
}

export interface Section {
  id: string;
  title: Text;
  pages: Page[];
  when?: Condition;
  /**
   * Walked through only when this holds: the section's pages stay part of the form (their
   * answers are kept, checked and counted) but Continue and Back pass them by. A change report
   * walks only the parts the person said changed; the rest keep the case's answers.
   */
  askWhen?: Condition;
}

/** Which programmes an application asks for: fixed, or chosen in a multiple-choice question. */
export type ProgramSource = { fixed: ProgramCode[] } | { fromQuestion: string };

export interface FormDefinition {
  id: string;
  version: number;
  title: Text;
  /** Shown on the overview before starting. */
  overview: Text[];
  programs: ProgramSource;
  /** Whether a person without an account may use it (food and energy only, spec §6). */
  anonymous: boolean;
  sections: Section[];
  /** Answers that steer the e-signature step (hasAbsentParent, medical expenses…). */
  signature?: {
    absentParentQuestion?: string;
    medicalExpenseQuestion?: string;
    /** An appeal request is signed with its own boxes, not an application's. */
    kind?: 'appeal';
  };
}

/** A composite answer (address, name) keeps its parts. */
export type AnswerValue = string | string[] | Record<string, string>;
export type Answers = Record<string, AnswerValue>;

/** A visible page of a running form: a page, or one person's copy of a repeated page. */
export interface PageInstance {
  /** `pageId`, `pageId.person` for a repeated page, `pageId.person.item` in an "add another" loop. */
  key: string;
  page: Page;
  section: Section;
  /** The person of a repeated page. */
  index?: number;
  /** Every loop's index, outer first: `[person]` or `[person, item]`; empty on a plain page. */
  path: number[];
}

export type IssueCode =
  | 'required'
  | 'valid'
  | 'number'
  | 'integer'
  | 'min'
  | 'max'
  | 'minExclusive'
  | 'maxExclusive'
  | 'minLength'
  | 'maxLength'
  | 'date'
  | 'futureDate'
  | 'ssn'
  | 'phone'
  | 'email'
  | 'zip'
  | 'selectBox';

/** One problem with one answer: the answer key (the field), the rule and its limit. */
export interface Issue {
  field: string;
  code: IssueCode;
  limit?: number;
}

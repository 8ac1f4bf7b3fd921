import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { keyOf, phoneScreens, type Answers, type PageInstance, type Question } from '@portal/forms';

/** Below USWDS's tablet breakpoint (640 px) a long page is asked a few questions at a time. */
const PHONE = '(max-width: 39.99em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (follows rotation and resizing). */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** Whether an error's field (an answer key, or a part of one: `homeAddress.zip`) is one of these keys. */
export const fieldIn = (keys: ReadonlySet<string>, field: string): boolean =>
  keys.has(field) || [...keys].some((k) => field.startsWith(`${k}.`));

export interface QuestionSteps {
  /** The questions shown now: the whole page, or on a phone the current step's. */
  shown: Question[];
  /** 0-based step and how many; one step off a phone. */
  at: number;
  total: number;
  shownKeys: ReadonlySet<string>;
  /** Moves to a step (focus goes to its first field). */
  go: (step: number) => void;
  /** The step holding the first of these fields, or null. */
  stepOf: (fields: string[]) => number | null;
}

/**
 * The steps of one page: on a phone its screens (`phoneScreens`: a short page whole, a long one a
 * few questions at a time); elsewhere the whole page at once. Moving to a step
 * puts the focus on its first field, so a screen reader reads the new question.
 */
export function useQuestionSteps(
  inst: PageInstance,
  answers: Answers,
  all: Question[],
  form: RefObject<HTMLFormElement | null>,
  serverFields: string[],
): QuestionSteps {
  const phone = usePhoneScreen();
  const groups = phone ? phoneScreens(inst, answers) : [all];
  const [step, setStep] = useState(0);
  const keysOf = (qs: Question[]) => new Set(qs.map((q) => keyOf(q.id, inst)));
  const stepOf = (fields: string[]) => {
    const i = groups.findIndex((g) => fields.some((f) => fieldIn(keysOf(g), f)));
    return i < 0 ? null : i;
  };
  // The server's errors may be about an earlier step: go back to the first of them, once for each
  // answer of the server (its error object is new at every drawing, its fields are not).
  const errorsFrom = serverFields.join(' ');
  const [seen, setSeen] = useState(errorsFrom);
  if (errorsFrom !== seen) {
    setSeen(errorsFrom);
    const back = stepOf(serverFields);
    if (back !== null) setStep(back);
  }
  const moved = useRef(false);
  const at = Math.max(0, Math.min(step, groups.length - 1));
  const shown = groups[at] ?? [];
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    form.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [at, form]);
  const go = useCallback((to: number) => {
    moved.current = true;
    setStep(to);
  }, []);
  return {
    shown,
    at,
    total: groups.length,
    shownKeys: keysOf(shown),
    go,
    stepOf,
  };
}

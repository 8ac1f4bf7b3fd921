import type { Condition, Question, QuestionType, Rules, Text } from '../types';

/** Builders that keep the definitions readable: every text is written in both languages. */
export const tx = (en: string, es: string, you?: { en: string; es: string }): Text =>
  you ? { en, es, you } : { en, es };

export function q(
  id: string,
  type: QuestionType,
  label: Text,
  more: Partial<Omit<Question, 'id' | 'type' | 'label'>> = {},
): Question {
  return { id, type, label, ...more };
}

export const yes = (id: string): Condition => ({ q: id, eq: 'yes' });
/** A sum of money: at most a million. */
export const money: Rules = { max: 1_000_000 };

/** The questions a page repeated for each person takes that person's name from. */
export const NAME_FROM = { first: 'firstName', last: 'lastName' };

import { questionGroups } from './engine';
import type { Answers, PageInstance, Question } from './types';

/** The most questions (groups that belong together) one phone screen asks. */
export const QUESTIONS_PER_PHONE_SCREEN = 3;

/**
 * How a page is asked on a phone: its questions (each a group that belongs together — first and
 * last name, a question and the one it opens, the text before a question) on as few screens as
 * keep each screen short: a page of up to three questions is one screen, a longer one is cut into
 * screens of about equal size. On a wider screen the whole page is one.
 */
export function phoneScreens(inst: PageInstance, answers: Answers): Question[][] {
  const groups = questionGroups(inst, answers);
  if (groups.length <= QUESTIONS_PER_PHONE_SCREEN) return [groups.flat()];
  const count = Math.ceil(groups.length / QUESTIONS_PER_PHONE_SCREEN);
  const screens: Question[][] = [];
  let from = 0;
  for (let i = 0; i < count; i++) {
    // The earlier screens take one more when the groups do not divide evenly (5 → 3 + 2).
    const size = Math.ceil((groups.length - from) / (count - i));
    screens.push(groups.slice(from, from + size).flat());
    from += size;
  }
  return screens;
}

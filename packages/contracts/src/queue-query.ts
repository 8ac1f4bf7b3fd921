import { z } from 'zod';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS } from './applications-api';
import { CODE_TABLES, codeValues } from './code-tables';
import { line } from './validation';

/**
 * The fields every caseworkers' queue takes (ADR 0411, 0413): the search, a programme, the view
 * (the office's or mine) and the page. A bad value is refused naming its field (`validation.queue.*`,
 * both languages); an empty value is no filter, as a form sends it.
 */
export const blankIsNone = (v: unknown) => (v === '' ? undefined : v);

export const queueQueryFields = {
  q: z.preprocess(blankIsNone, line(QUEUE_SEARCH_MAX, 'validation.queue.search').optional()),
  program: z.preprocess(blankIsNone, z.enum(codeValues(CODE_TABLES.ProgramType), 'validation.queue.choice').optional()),
  view: z.preprocess(blankIsNone, z.enum(QUEUE_VIEWS, 'validation.queue.choice').default('office')),
  page: z.preprocess(
    blankIsNone,
    z.coerce
      .number('validation.queue.page')
      .int('validation.queue.page')
      .min(1, 'validation.queue.page')
      .max(100_000, 'validation.queue.page')
      .default(1),
  ),
};

/** "Assign to me": `takeOver` takes it from the caseworker who has it (the office's or an administrator's choice). */
export const QueueAssignRequest = z.object({ takeOver: z.boolean().default(false) });

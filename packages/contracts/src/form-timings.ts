import { z } from 'zod';

/** Time to complete (issue 16): per form, how long submitted applications took and where others stopped. */
export const FormTimings = z.object({
  forms: z.array(
    z.object({
      formId: z.string(),
      name: z.string(),
      submitted: z.number().int(),
      medianMinutes: z.number().nullable(),
      anonymousMedianMinutes: z.number().nullable(),
      /** Drafts deleted unsubmitted, by the page they were left on (most first). */
      stops: z.array(z.object({ pageId: z.string(), title: z.string(), count: z.number().int() })),
    }),
  ),
});
export type FormTimings = z.infer<typeof FormTimings>;

import { z } from 'zod';

/** The error shape of every call (spec part 1 §8): HTTP status plus a list of errors. */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  level: z.enum(['error', 'warning', 'info']),
  message_id: z.string().optional(),
  /** The request field the error is about, for validation errors (dot path). */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ErrorBody = z.object({ errors: z.array(ApiError) });
export type ErrorBody = z.infer<typeof ErrorBody>;

export { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from './error-codes';

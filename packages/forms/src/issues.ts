import type { ApiError } from '@portal/contracts/errors';
import { issueText } from './messages';
import type { Issue, Lang } from './types';

/**
 * Answers (or a signature, a withdrawal) that did not pass the engine's rules: each issue names
 * its field. Thrown by a use case; the server's error handler answers it with `errorsOf`.
 */
export class FormIssues extends Error {
  constructor(
    readonly issues: Issue[],
    /** The page (or step) refused; it becomes each error's message_id. */
    readonly page?: string,
  ) {
    super('form issues');
  }
}

/** A refused page or submission as the API answers it: every issue at its field, in `lang`. */
export function errorsOf(err: FormIssues, lang: Lang): ApiError[] {
  return err.issues.map((i) => ({
    code: 'VALIDATION',
    level: 'error' as const,
    field: i.field,
    message: issueText(i, lang),
    message_id: err.page ?? i.code,
  }));
}

// The message tables without any zod schema, for the browser bundle.
export { ERROR_CODES, ERROR_MESSAGES, type ErrorCode } from './error-codes';
export { VALIDATION_MESSAGES, isValidationMessageKey, type ValidationMessageKey } from './messages';

/**
 * The recovery pages, loaded together on the first visit to any of them (one chunk: the steps
 * follow each other, and the first page's route table names one file instead of four).
 */
export { Component as ForgotUsernamePage } from './ForgotUsernamePage';
export { Component as ForgotPasswordPage } from './ForgotPasswordPage';
export { Component as RecoveryCodePage } from './RecoveryCodePage';
export { Component as NewPasswordPage } from './NewPasswordPage';

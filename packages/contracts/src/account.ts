import { z } from 'zod';
import { CASE_CODE_TABLES } from './code-tables-cases';
import { codeValues } from './code-tables';
import { ACCOUNT_CALLS, ALERTS_CALLS, DEV_CALLS, PROOFING_CALLS } from './account-api';
import { OUTBOX_CALLS } from './calls-staff';
import { ContactMethodKind, ContactSlot } from './mfa';
import { endpoints, OkResult } from './endpoint';
import { LOCALES } from './locale';
import { line, Ssn, UsDate, Username } from './validation';

export { ACCOUNT_CALLS, ALERTS_CALLS, DEV_CALLS, OUTBOX_CALLS, PROOFING_CALLS };

/** Contracts of the account feature: outbox and mailbox, multi-factor sign-in, contact settings, proofing, alerts. */

export const OutboxChannel = z.enum(['EMAIL', 'SMS']);
/** CANCELLED: a mass communication was cancelled before this message went. */
export const OutboxStatus = z.enum(['QUEUED', 'SENT', 'FAILED', 'CANCELLED']);

/** One message as the development mailbox shows it (outside production only). */
export const MailboxMessage = z.object({
  id: z.string(),
  channel: OutboxChannel,
  recipient: z.string(),
  /** The account the message is for, if any (lets tests and developers find theirs). */
  userName: z.string().nullable(),
  templateKey: z.string(),
  /** The language it is sent in (the account's); subject and body are shown in the reader's. */
  locale: z.enum(LOCALES),
  subject: z.string(),
  body: z.string(),
  status: OutboxStatus,
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const Mailbox = z.object({ messages: z.array(MailboxMessage) });
export type Mailbox = z.infer<typeof Mailbox>;

/** Staff view of messages that could not be sent. */
export const FailedMessage = z.object({
  id: z.string(),
  channel: OutboxChannel,
  recipient: z.string(),
  templateKey: z.string(),
  status: OutboxStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export const FailedMessages = z.object({ messages: z.array(FailedMessage), counts: z.record(z.string(), z.number()) });
export type FailedMessages = z.infer<typeof FailedMessages>;

export const DEV_ENDPOINTS = endpoints('development', DEV_CALLS, {
  devMailbox: {
    summary: 'Development mailbox: the newest e-mails and text messages in the outbox (not available in production)',
    // One account's messages only: a code is found however busy the outbox is.
    query: z.object({ userName: Username.optional() }),
    response: Mailbox,
  },
});

export const OUTBOX_ENDPOINTS = endpoints('worker', OUTBOX_CALLS, {
  workerOutboxFailed: {
    summary: 'Messages that could not be sent (being retried, or given up)',
    response: FailedMessages,
  },
  workerOutboxRetry: {
    summary: 'Put a failed message back in the queue',
    params: z.object({ id: z.uuid() }),
    response: OkResult,
  },
});

// ---- Profile and contact settings (spec part 1 §3.2, §5, §7) ----

/**
 * A contact update: the method, then the address or number it needs. The checks run in the
 * spec's order, with its messages (no method, missing e-mail, missing phone).
 */
export const ContactUpdateRequest = z
  .object({
    contactMethod: line(20).optional(),
    emailAddress: line(254).optional(),
    phoneNumber: line(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.contactMethod !== 'EMAIL' && v.contactMethod !== 'PHONE') {
      ctx.addIssue({ code: 'custom', path: ['contactMethod'], message: 'validation.contact.methodRequired' });
    } else if (v.contactMethod === 'EMAIL') {
      if (!v.emailAddress)
        ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: 'validation.contact.emailRequired' });
      else if (!z.email().safeParse(v.emailAddress).success)
        ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: 'validation.email.invalid' });
    } else if (!v.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.contact.phoneRequired' });
    } else if (!/^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/.test(v.phoneNumber)) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.phone.invalid' });
    }
  });
export type ContactUpdateRequest = z.input<typeof ContactUpdateRequest>;
export const ContactUpdateResult = z.object({ isSuccess: z.boolean(), contactInformation: z.string() });
export const ConfirmationCodeRequest = z.object({
  confirmationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation.code.invalid'),
});

export const ContactShown = z.object({ contactMethod: ContactMethodKind, contactInformation: z.string() });
export const ProfileInfo = z.object({
  userName: z.string(),
  isSuccess: z.boolean(),
  itemDescriptionTitle: z.string(),
  itemDescriptionText: z.string(),
  myInformation: z.string(),
  /** The department code of the alerts pages (/nf-{department}-alerts-opt-in). */
  department: z.string(),
  primaryContact: ContactShown.nullable(),
  secondaryContact: ContactShown.nullable(),
  pendingChange: z.object({ slot: ContactSlot, contactInformation: z.string() }).nullable(),
  rememberedDevices: z.number().int(),
  dtls: z.object({
    secondaryAddLinkInd: z.boolean(),
    eNoticesInd: z.boolean(),
    revokeAllInd: z.boolean(),
    ncidLinkInd: z.boolean(),
    nameLinkInd: z.boolean(),
    primaryUpdateInd: z.boolean(),
    secondaryUpdateInd: z.boolean(),
    massCreateInd: z.boolean(),
    massEditInd: z.boolean(),
    phonenumerInd: z.boolean(),
  }),
});
export type ProfileInfo = z.infer<typeof ProfileInfo>;

const contactChange = (slot: string) => ({
  summary: `Change the ${slot} contact method; a code goes to the new one`,
  body: ContactUpdateRequest,
  response: ContactUpdateResult,
  errors: [429],
});
export const ACCOUNT_ENDPOINTS = endpoints('account', ACCOUNT_CALLS, {
  profileInfo: { summary: 'Profile and contact methods with the settings indicators', response: ProfileInfo },
  updatePriContact: contactChange('primary'),
  updateSecContact: contactChange('secondary'),
  resendCodeUpdateContact: {
    summary: 'Send a new code for the pending contact change',
    response: ContactUpdateResult,
    errors: [429],
  },
  updateConfirmationNumber: {
    summary: 'Confirm the pending contact change with its code',
    body: ConfirmationCodeRequest,
    response: ContactUpdateResult,
    errors: [429],
  },
});

// ---- Identity proofing: account upgrade (spec part 1 §4, §8, §9) ----

export const RidpPurpose = z.enum(['UPGRADE', 'APPLY']);
export const RidpStartRequest = z.object({
  firstName: line(60).min(1, 'validation.required'),
  lastName: line(60).min(1, 'validation.required'),
  birthDate: z.string().trim().min(1, 'validation.required').pipe(UsDate),
  ssn: z.string().trim().min(1, 'validation.required').pipe(Ssn),
  addressLine1: line(120).min(1, 'validation.required'),
  city: line(60).min(1, 'validation.required'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'validation.zip.invalid'),
  purpose: RidpPurpose.default('UPGRADE'),
});
export type RidpStartRequest = z.input<typeof RidpStartRequest>;

export const RidpQuestion = z.object({
  id: z.string(),
  text: z.object({ en: z.string(), es: z.string() }),
  choices: z.array(z.object({ id: z.string(), label: z.object({ en: z.string(), es: z.string() }) })),
});
export type RidpQuestion = z.infer<typeof RidpQuestion>;
export const RidpQuiz = z.object({
  quizId: z.string(),
  purpose: RidpPurpose,
  /** True for the built-in simulated credit bureau: the page says so. */
  simulated: z.boolean(),
  providerName: z.string(),
  questions: z.array(RidpQuestion),
});
export type RidpQuiz = z.infer<typeof RidpQuiz>;
export const RidpOpenQuiz = z.object({ quiz: RidpQuiz.nullable() });
export const RidpStartResult = z.object({ status: z.enum(['QUIZ', 'NOT_VERIFIED']), quiz: RidpQuiz.nullable() });
export type RidpStartResult = z.infer<typeof RidpStartResult>;

export const RidpAnswerRequest = z.object({ quizId: z.uuid(), answers: z.record(line(80), line(80)) });
export type RidpAnswerRequest = z.input<typeof RidpAnswerRequest>;
export const RidpOutcome = z.enum(['LINKED', 'VERIFIED_NO_RECORD', 'NOT_VERIFIED']);
export const RidpAnswerResult = z.object({ outcome: RidpOutcome, purpose: RidpPurpose });
export type RidpAnswerResult = z.infer<typeof RidpAnswerResult>;

export const PROOFING_ENDPOINTS = endpoints('proofing', PROOFING_CALLS, {
  ridpStart: {
    summary: 'Identity data for the identity-proofing quiz (a soft credit inquiry)',
    body: RidpStartRequest,
    response: RidpStartResult,
    errors: [429],
  },
  ridpQuiz: { summary: 'The open identity quiz of the signed-in person', response: RidpOpenQuiz, errors: [429] },
  ridpAnswer: {
    summary: 'Answers to the identity quiz; passing links the account',
    body: RidpAnswerRequest,
    response: RidpAnswerResult,
    errors: [429],
  },
});

// ---- Alerts opt-in and update (spec part 1 §2.2) ----

export const AlertTopic = z.enum(codeValues(CASE_CODE_TABLES.AlertTopic));
export type AlertTopic = z.infer<typeof AlertTopic>;
/** Alert choices. Opting out is both channels off. */
export const AlertPreferencesRequest = z
  .object({
    byEmail: z.boolean(),
    bySms: z.boolean(),
    emailAddress: line(254).optional(),
    phoneNumber: line(20).optional(),
    topics: z.array(AlertTopic).max(AlertTopic.options.length),
  })
  .superRefine((v, ctx) => {
    if (v.byEmail) {
      if (!v.emailAddress)
        ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: 'validation.contact.emailRequired' });
      else if (!z.email().safeParse(v.emailAddress).success)
        ctx.addIssue({ code: 'custom', path: ['emailAddress'], message: 'validation.email.invalid' });
    }
    if (v.bySms) {
      if (!v.phoneNumber)
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.contact.phoneRequired' });
      else if (!/^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/.test(v.phoneNumber))
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.phone.invalid' });
    }
    if ((v.byEmail || v.bySms) && v.topics.length === 0)
      ctx.addIssue({ code: 'custom', path: ['topics'], message: 'validation.alerts.topicRequired' });
  });
export type AlertPreferencesRequest = z.input<typeof AlertPreferencesRequest>;
export const AlertPreferences = z.object({
  department: z.string(),
  subscribed: z.boolean(),
  byEmail: z.boolean(),
  bySms: z.boolean(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  topics: z.array(AlertTopic),
});
export type AlertPreferences = z.infer<typeof AlertPreferences>;

export const ALERTS_ENDPOINTS = endpoints('alerts', ALERTS_CALLS, {
  alertPreferences: {
    summary: 'The account’s alert choices (defaults from its contact methods)',
    response: AlertPreferences,
  },
  saveAlertPreferences: {
    summary: 'Opt in to, change or stop alerts',
    body: AlertPreferencesRequest,
    response: AlertPreferences,
  },
});

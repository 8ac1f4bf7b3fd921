import { describeCode } from '@portal/contracts';
import { clockTime, usDate } from '../../platform/dates';
import type { Bilingual } from '../../platform/outbox';
import { inEveryLanguage, type Language, type MessageId, type MessageValues } from '../../platform/i18n';

/** What a notice says, in both languages: it is sent in the person's, both are kept for staff. */
export interface NoticeText {
  subject: Bilingual;
  body: Bilingual;
}

interface Template<P> {
  /** The body carries a secret (a security code): purged once sent, or when the secret stops working. */
  sensitive?: boolean;
  /** Also kept as a communication the person reads in the portal (benefits and account notices, not codes). */
  inbox?: boolean;
  /** The catalog messages (src/i18n) of the subject and the body. */
  subject: MessageId;
  body: MessageId;
  /** The messages' values from the notice's parameters, per language where a value is translated. */
  values?: (params: P, language: Language) => MessageValues;
}

/** The programme's name the person used when they reported (SNAP or FNS): their notices follow it. */
type ProgramNaming = 'SNAP' | 'FNS';

/** A caseworker's optional note, quoted in the notice when there is one. */
const noteValues = (note: string | undefined) => ({ hasNote: note?.trim() ? 'yes' : 'no', note: note?.trim() ?? '' });

/** Programme names, in the notice's language, as a list. */
const programmeNames = (codes: readonly string[], language: Language) =>
  codes.map((c) => describeCode('ProgramType', c, language)).join(', ');

/** A notice kind: its texts are formatted from the catalogs, in every language. */
const template = <P = void>({ sensitive, inbox, subject, body, values }: Template<P>) => ({
  ...(sensitive ? { sensitive } : {}),
  ...(inbox ? { inbox } : {}),
  text: (params: P): NoticeText => {
    const of = (language: Language) => values?.(params, language) ?? {};
    return { subject: inEveryLanguage(subject, of), body: inEveryLanguage(body, of) };
  },
});

/**
 * Every notice the portal sends, by kind (the outbox's template key). A notice kept in the inbox
 * (`inbox`) is read there in full; e-mail and text messages only announce it (NEW_NOTICE). The
 * others (security codes, a forgotten username, an alert confirmation) are sent as written.
 */
export const NOTICES = {
  'mfa.code': template<{ code: string; minutes: number }>({
    sensitive: true,
    subject: 'notice.mfa.code.subject',
    body: 'notice.mfa.code.body',
    values: ({ code, minutes }) => ({ code, minutes }),
  }),
  'contact.code': template<{ code: string; minutes: number }>({
    sensitive: true,
    subject: 'notice.contact.code.subject',
    body: 'notice.contact.code.body',
    values: ({ code, minutes }) => ({ code, minutes }),
  }),
  'recovery.code': template<{ code: string; minutes: number }>({
    sensitive: true,
    subject: 'notice.recovery.code.subject',
    body: 'notice.recovery.code.body',
    values: ({ code, minutes }) => ({ code, minutes }),
  }),
  /** Account recovery: the username, to the confirmed contact method the person gave. */
  'recovery.username': template<{ username: string }>({
    subject: 'notice.recovery.username.subject',
    body: 'notice.recovery.username.body',
    values: ({ username }) => ({ username }),
  }),
  /** Account recovery: staff passwords are not reset online; the staff member is told, nothing changes. */
  'recovery.staffRefused': template<{ username: string }>({
    subject: 'notice.recovery.staffRefused.subject',
    body: 'notice.recovery.staffRefused.body',
    values: ({ username }) => ({ username }),
  }),
  /** Account recovery: the password was replaced; to every contact method, naming (masked) the one that was used. */
  'account.passwordReset': template<{ contact: string }>({
    inbox: true,
    subject: 'notice.account.passwordReset.subject',
    body: 'notice.account.passwordReset.body',
    values: ({ contact }) => ({ contact }),
  }),
  'account.contactChanged': template<{ newContact: string }>({
    inbox: true,
    subject: 'notice.account.contactChanged.subject',
    body: 'notice.account.contactChanged.body',
    values: ({ newContact }) => ({ newContact }),
  }),
  'account.devicesRevoked': template<{ reason: 'REQUEST' | 'CONTACT' | 'PASSWORD' }>({
    inbox: true,
    subject: 'notice.account.devicesRevoked.subject',
    body: 'notice.account.devicesRevoked.body',
    values: ({ reason }) => ({ reason }),
  }),
  'account.enhancedRestored': template({
    inbox: true,
    subject: 'notice.account.enhancedRestored.subject',
    body: 'notice.account.enhancedRestored.body',
  }),
  /** An administrator removed a staff member's or provider's passkeys (ADR 0132). */
  'account.passkeysReset': template({
    inbox: true,
    subject: 'notice.account.passkeysReset.subject',
    body: 'notice.account.passkeysReset.body',
  }),
  'account.signedInWithoutCode': template({
    inbox: true,
    subject: 'notice.account.signedInWithoutCode.subject',
    body: 'notice.account.signedInWithoutCode.body',
  }),
  /** Someone invites the account to act for them (ADR 0119): to accept or decline on the dashboard. */
  'authrep.invited': template<{ person: string; programmes: readonly string[]; until: string }>({
    inbox: true,
    subject: 'notice.authrep.invited.subject',
    body: 'notice.authrep.invited.body',
    values: ({ person, programmes, until }, language) => ({
      person,
      programmes: programmeNames(programmes, language),
      date: usDate(until),
    }),
  }),
  /** The invited account accepted or declined (to the person who invited them). */
  'authrep.answered': template<{ rep: string; programmes: readonly string[]; answer: 'ACCEPTED' | 'DECLINED' }>({
    inbox: true,
    subject: 'notice.authrep.answered.subject',
    body: 'notice.authrep.answered.body',
    values: ({ rep, programmes, answer }, language) => ({
      rep,
      answer,
      programmes: programmeNames(programmes, language),
    }),
  }),
  /** A withdrawn programme cannot be appealed (spec part 2 §4); a decision can, within 90 days. */
  'application.decision': template<{
    reference: string;
    program: Bilingual;
    status: 'APPROVED' | 'DENIED' | 'WITHDRAWN' | 'PENDING';
    reason?: string;
  }>({
    inbox: true,
    subject: 'notice.application.decision.subject',
    body: 'notice.application.decision.body',
    values: ({ reference, program, status, reason }, language) => ({
      reference,
      program: program[language],
      status,
      hasReason: reason?.trim() ? 'yes' : 'no',
      reason: reason?.trim() ?? '',
    }),
  }),
  /** A caseworker accepted a change report: the case records now show what was reported. */
  'change.accepted': template<{ reference: string; naming: ProgramNaming; note?: string }>({
    inbox: true,
    subject: 'notice.change.accepted.subject',
    body: 'notice.change.accepted.body',
    values: ({ reference, naming, note }) => ({ reference, naming, ...noteValues(note) }),
  }),
  /** A caseworker accepted a renewal: the new certification period's last day (YYYY-MM-DD). */
  'renewal.accepted': template<{ reference: string; naming: ProgramNaming; endOn: string; note?: string }>({
    inbox: true,
    subject: 'notice.renewal.accepted.subject',
    body: 'notice.renewal.accepted.body',
    values: ({ reference, naming, endOn, note }) => ({ reference, naming, date: usDate(endOn), ...noteValues(note) }),
  }),
  /** A caseworker needs a document (a VerificationItem code) before deciding a change report or renewal. */
  'change.infoRequested': template<{
    reference: string;
    kind: 'COC' | 'RECERT';
    itemCode: string;
    dueOn: string;
    note: string;
  }>({
    inbox: true,
    subject: 'notice.change.infoRequested.subject',
    body: 'notice.change.infoRequested.body',
    values: ({ reference, kind, itemCode, dueOn, note }, language) => ({
      reference,
      kind,
      item: describeCode('VerificationItem', itemCode, language),
      date: usDate(dueOn),
      note,
    }),
  }),
  /** An appeal request was received; filedOn is the date it counts as filed (YYYY-MM-DD). */
  'appeal.received': template<{ reference: string; program: Bilingual; filedOn: string }>({
    inbox: true,
    subject: 'notice.appeal.received.subject',
    body: 'notice.appeal.received.body',
    values: ({ reference, program, filedOn }, language) => ({
      reference,
      program: program[language],
      filedOn: usDate(filedOn),
    }),
  }),
  'appeal.withdrawn': template<{ reference: string }>({
    inbox: true,
    subject: 'notice.appeal.withdrawn.subject',
    body: 'notice.appeal.withdrawn.body',
    values: ({ reference }) => ({ reference }),
  }),
  /** The hearing's day (YYYY-MM-DD), time (HH:MM, state time), how it is held and where. */
  'appeal.scheduled': template<{ reference: string; date: string; time: string; mode: string; place: string }>({
    inbox: true,
    subject: 'notice.appeal.scheduled.subject',
    body: 'notice.appeal.scheduled.body',
    values: ({ reference, date, time, mode, place }, language) => ({
      reference,
      date: usDate(date),
      time: clockTime(time, language),
      mode,
      place,
    }),
  }),
  'appeal.decided': template<{ reference: string; outcome: string; note: string }>({
    inbox: true,
    subject: 'notice.appeal.decided.subject',
    body: 'notice.appeal.decided.body',
    values: ({ reference, outcome, note }) => ({ reference, outcome, note }),
  }),
  'document.accepted': template({
    inbox: true,
    subject: 'notice.document.subject',
    body: 'notice.document.accepted.body',
  }),
  'document.rejected': template({
    inbox: true,
    subject: 'notice.document.subject',
    body: 'notice.document.rejected.body',
  }),
  'document.partially_rejected': template({
    inbox: true,
    subject: 'notice.document.subject',
    body: 'notice.document.partially_rejected.body',
  }),
  /** A caseworker wrote a secure message: only that it is waiting. */
  'secure.message': template({ subject: 'notice.secure.message.subject', body: 'notice.secure.message.body' }),
  'texts.started': template({ subject: 'notice.texts.started.subject', body: 'notice.texts.started.body' }),
  'texts.stopped': template({ subject: 'notice.texts.stopped.subject', body: 'notice.texts.stopped.body' }),
  'alerts.saved': template<{ subscribed: boolean }>({
    subject: 'notice.alerts.saved.subject',
    body: 'notice.alerts.saved.body',
    values: ({ subscribed }) => ({ subscribed: subscribed ? 'yes' : 'no' }),
  }),
};

/**
 * What e-mail and text messages say of a notice kept in the portal: only that there is one and
 * where to read it. Its details (names, amounts, dates, reasons) stay behind the sign-in.
 */
export const NEW_NOTICE = template({ subject: 'notice.new.subject', body: 'notice.new.body' }).text();

export type NoticeKind = keyof typeof NOTICES;
export type NoticeParams<K extends NoticeKind> = Parameters<(typeof NOTICES)[K]['text']>[0];

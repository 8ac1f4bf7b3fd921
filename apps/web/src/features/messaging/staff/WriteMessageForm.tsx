import { useEffect, useState, type FormEvent } from 'react';
import { replySubject, SECURE_MESSAGE_SUBJECT_MAX, SECURE_MESSAGE_TEXT_MAX } from '@portal/contracts/messaging-api';
import type { WorkerMessageCases } from '@portal/contracts/messages-queue';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextAreaField } from '../../../components/TextAreaField';
import { describedBy, FieldFrame, TextField } from '../../../components/TextField';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { useIntl, useT } from '../../../i18n/locale';
import { useSendMessage } from './messageQueries';
import { staffMessageTexts as messages } from './staffMessageTexts';

type Field = 'caseId' | 'subjectText' | 'communicationText';

/** What "Reply" fills in: the person's case and subject. */
export interface ReplyTo {
  messageId: string;
  caseId: string;
  subject: string;
  person: string;
}

/** The message form; a reply opens it with the case and subject filled in and the message box focused. */
export function WriteForm({ cases, replyTo }: { cases: WorkerMessageCases['cases']; replyTo: ReplyTo | null }) {
  const t = useT(messages);
  const intl = useIntl();
  const errorText = useErrorText();
  const send = useSendMessage();
  const [form, setForm] = useState<Record<Field, string>>({
    caseId: replyTo?.caseId ?? '',
    subjectText: replyTo ? replySubject(replyTo.subject) : '',
    communicationText: '',
  });
  useEffect(() => {
    if (replyTo) document.getElementById('communicationText')?.focus();
  }, [replyTo]);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const api = useApiFieldErrors(send.error);
  const errorOf = (f: Field) => local[f] ?? api.fields[f];
  const summary: FieldError[] = (['caseId', 'subjectText', 'communicationText'] as const)
    .filter((f) => errorOf(f))
    .map((f) => ({ fieldId: f, message: errorOf(f)! }));
  const set = (f: Field) => (value: string) => setForm((v) => ({ ...v, [f]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const f of ['caseId', 'subjectText', 'communicationText'] as const) {
      if (!form[f].trim()) next[f] = errorText('validation.required');
    }
    setLocal(next);
    setSentTo(null);
    send.reset();
    if (Object.keys(next).length > 0) return;
    const name = cases.find((c) => c.caseId === form.caseId)?.personName ?? '';
    send.mutate(form, {
      onSuccess: () => {
        setSentTo(name);
        setForm({ caseId: '', subjectText: '', communicationText: '' });
      },
    });
  }
  const max = (n: number) => t('wMessages.max', { max: intl.formatNumber(n) });
  return (
    <section aria-labelledby="write-heading" className="margin-top-5 maxw-tablet">
      <h2 id="write-heading">{t('wMessages.write')}</h2>
      <p>{t('wMessages.writeIntro')}</p>
      {replyTo && sentTo === null && (
        <p className="usa-hint" id="replying">
          {t('wMessages.replying', { person: replyTo.person })}
        </p>
      )}
      <ActionResult done={sentTo === null ? null : t('wMessages.sent', { name: sentTo })} failed={null} />
      <ErrorSummary errors={summary} />
      <CallError error={send.error} />
      <form className="usa-form maxw-full" onSubmit={submit} noValidate>
        <FieldFrame
          id="caseId"
          label={t('wMessages.case')}
          requiredMark={t('wMessages.required')}
          hint={t('wMessages.caseHint')}
          error={errorOf('caseId')}
        >
          <select
            className="usa-select"
            id="caseId"
            value={form.caseId}
            aria-describedby={describedBy('caseId', true, errorOf('caseId'))}
            aria-invalid={errorOf('caseId') ? true : undefined}
            onChange={(e) => set('caseId')(e.target.value)}
          >
            <option value="">{t('wMessages.choose')}</option>
            {cases.map((c) => (
              <option key={c.caseId} value={c.caseId}>
                {`${c.caseReference} - ${c.personName}`}
              </option>
            ))}
          </select>
        </FieldFrame>
        <TextField
          id="subjectText"
          label={t('wMessages.subject')}
          requiredMark={t('wMessages.required')}
          hint={max(SECURE_MESSAGE_SUBJECT_MAX)}
          maxLength={SECURE_MESSAGE_SUBJECT_MAX}
          value={form.subjectText}
          error={errorOf('subjectText')}
          onChange={(e) => set('subjectText')(e.target.value)}
        />
        <TextAreaField
          id="communicationText"
          label={t('wMessages.text')}
          requiredMark={t('wMessages.required')}
          hint={max(SECURE_MESSAGE_TEXT_MAX)}
          maxLength={SECURE_MESSAGE_TEXT_MAX}
          value={form.communicationText}
          error={errorOf('communicationText')}
          onChange={set('communicationText')}
        />
        <button type="submit" className="usa-button margin-top-2" disabled={send.isPending}>
          {t('wMessages.send')}
        </button>
      </form>
    </section>
  );
}

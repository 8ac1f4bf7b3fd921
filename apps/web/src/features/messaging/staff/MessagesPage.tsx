import { useEffect, useState, type FormEvent } from 'react';
import { replySubject, SECURE_MESSAGE_SUBJECT_MAX, SECURE_MESSAGE_TEXT_MAX } from '@portal/contracts/messaging-api';
import type { WorkerSecureMessages } from '@portal/contracts/messaging';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { TextAreaField } from '../../../components/TextAreaField';
import { describedBy, FieldFrame, TextField } from '../../../components/TextField';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useMarkRead, useOfficeMessages, useSendMessage } from './messageQueries';

const messages = defineMessages({
  'wMessages.title': { en: 'Secure messages', es: 'Mensajes seguros' },
  'wMessages.intro': {
    en: 'Write to the person on a case of your office. They read it after signing in and can reply; an e-mail, and a text if they signed up, tells them a message is waiting (never what it says).',
    es: 'Escriba a la persona de un caso de su oficina. La persona lo lee después de iniciar sesión y puede responder; un correo electrónico, y un texto si se inscribió, le avisa que hay un mensaje (nunca lo que dice).',
  },
  'wMessages.write': { en: 'Write a message', es: 'Escribir un mensaje' },
  'wMessages.case': { en: 'Case and person', es: 'Caso y persona' },
  'wMessages.caseHint': {
    en: 'Only cases whose person has an enhanced account linked to the case are listed.',
    es: 'Solo se muestran los casos cuya persona tiene una cuenta mejorada vinculada al caso.',
  },
  'wMessages.choose': { en: '- Select -', es: '- Seleccione -' },
  'wMessages.subject': { en: 'Subject', es: 'Asunto' },
  'wMessages.text': { en: 'Message', es: 'Mensaje' },
  'wMessages.max': { en: 'Up to {max} characters.', es: 'Hasta {max} caracteres.' },
  'wMessages.required': { en: '(required)', es: '(obligatorio)' },
  'wMessages.send': { en: 'Send the message', es: 'Enviar el mensaje' },
  'wMessages.sent': { en: 'Your message to {name} was sent.', es: 'Su mensaje para {name} se envió.' },
  'wMessages.list': { en: 'Messages of your office', es: 'Mensajes de su oficina' },
  'wMessages.none': { en: 'No message yet.', es: 'Todavía no hay mensajes.' },
  'wMessages.toPerson': {
    en: 'To {person} ({reference}) from {staff}, {date}',
    es: 'Para {person} ({reference}) de {staff}, {date}',
  },
  'wMessages.fromPerson': {
    en: 'Reply from {person} ({reference}), {date}',
    es: 'Respuesta de {person} ({reference}), {date}',
  },
  'wMessages.read': { en: 'Read by the person', es: 'Leído por la persona' },
  'wMessages.unread': { en: 'Not read yet', es: 'Todavía no leído' },
  'wMessages.new': { en: 'New reply', es: 'Respuesta nueva' },
  'wMessages.markRead': { en: 'Mark as read', es: 'Marcar como leída' },
  'wMessages.markReadOf': { en: 'Mark as read: {subject}', es: 'Marcar como leída: {subject}' },
  'wMessages.readByOffice': { en: 'Read by the office', es: 'Leída por la oficina' },
  'wMessages.reply': { en: 'Reply', es: 'Responder' },
  'wMessages.replyTo': { en: 'Reply to {person}: {subject}', es: 'Responder a {person}: {subject}' },
  'wMessages.replying': {
    en: 'Replying to {person}: the case and subject are filled in. Write your message below.',
    es: 'Respuesta a {person}: el caso y el asunto ya están completos. Escriba su mensaje abajo.',
  },
});

/** What "Reply" fills in: the person's case and subject. */
interface ReplyTo {
  messageId: string;
  caseId: string;
  subject: string;
  person: string;
}

type Field = 'caseId' | 'subjectText' | 'communicationText';

/** Staff: secure messages to the people on the office's cases, and their replies. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('wMessages.title'));
  const office = useOfficeMessages();
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  if (office.isPending) return <Loading />;
  if (office.isError) throw office.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('wMessages.title')}</h1>
      <p>{t('wMessages.intro')}</p>
      <div className="grid-row grid-gap">
        <div className="tablet:grid-col-6">
          <WriteForm key={replyTo?.messageId ?? 'new'} cases={office.data.cases} replyTo={replyTo} />
        </div>
        <div className="tablet:grid-col-6">
          <MessageList list={office.data.messages} cases={office.data.cases} onReply={setReplyTo} />
        </div>
      </div>
    </div>
  );
}

/** The message form; a reply opens it with the case and subject filled in and the message box focused. */
function WriteForm({ cases, replyTo }: { cases: WorkerSecureMessages['cases']; replyTo: ReplyTo | null }) {
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
    <section aria-labelledby="write-heading">
      <h2 id="write-heading">{t('wMessages.write')}</h2>
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

function MessageList({
  list,
  cases,
  onReply,
}: {
  list: WorkerSecureMessages['messages'];
  cases: WorkerSecureMessages['cases'];
  onReply: (to: ReplyTo) => void;
}) {
  const t = useT(messages);
  const caseOf = (reference: string) => cases.find((c) => c.caseReference === reference);
  const intl = useIntl();
  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading">{t('wMessages.list')}</h2>
      {list.length === 0 ? (
        <p>{t('wMessages.none')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {list.map((m) => {
            const values = {
              person: m.personName,
              reference: m.caseReference,
              staff: m.staffName ?? '',
              date: intl.formatDate(m.communicationDate, { dateStyle: 'medium', timeStyle: 'short' }),
            };
            return (
              <li key={m.communicationID} className="border-top border-base-lighter padding-y-2">
                <h3 className="margin-y-0 font-body-sm">
                  {m.direction === 'FROM_PERSON' && !m.nfViewedInd && (
                    <span className="usa-tag bg-secondary-dark margin-right-1">{t('wMessages.new')}</span>
                  )}
                  {m.subjectText}
                </h3>
                <p className="margin-y-05 font-body-2xs text-base-dark">
                  {m.direction === 'FROM_OFFICE'
                    ? `${t('wMessages.toPerson', values)}. ${t(m.nfViewedInd ? 'wMessages.read' : 'wMessages.unread')}.`
                    : `${t('wMessages.fromPerson', values)}.${m.nfViewedInd ? ` ${t('wMessages.readByOffice')}.` : ''}`}
                </p>
                <p className="margin-y-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {m.communicationText}
                </p>
                {m.direction === 'FROM_PERSON' && caseOf(m.caseReference) && (
                  <button
                    type="button"
                    className="usa-button usa-button--small margin-right-1"
                    aria-label={t('wMessages.replyTo', { person: m.personName, subject: m.subjectText })}
                    onClick={() =>
                      onReply({
                        messageId: m.communicationID,
                        caseId: caseOf(m.caseReference)!.caseId,
                        subject: m.subjectText,
                        person: m.personName,
                      })
                    }
                  >
                    {t('wMessages.reply')}
                  </button>
                )}
                {m.direction === 'FROM_PERSON' && !m.nfViewedInd && (
                  <MarkRead id={m.communicationID} subject={m.subjectText} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Marks a person's reply read by the office; the list is read again. */
function MarkRead({ id, subject }: { id: string; subject: string }) {
  const t = useT(messages);
  const mark = useMarkRead();
  return (
    <>
      <CallError error={mark.error} />
      <button
        type="button"
        className="usa-button usa-button--outline usa-button--small"
        aria-label={t('wMessages.markReadOf', { subject })}
        disabled={mark.isPending}
        onClick={() => mark.mutate(id)}
      >
        {t('wMessages.markRead')}
      </button>
    </>
  );
}

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import {
  MESSAGE_QUEUE_READ,
  replySubject,
  SECURE_MESSAGE_SUBJECT_MAX,
  SECURE_MESSAGE_TEXT_MAX,
} from '@portal/contracts/messaging-api';
import type { WorkerMessageCases, WorkerMessageQueueRow } from '@portal/contracts/messages-queue';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { TextAreaField } from '../../../components/TextAreaField';
import { describedBy, FieldFrame, TextField } from '../../../components/TextField';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useMarkRead, useMessageAssignment, useMessageCases, useMessageQueue, useSendMessage } from './messageQueries';

const messages = defineMessages({
  'wMessages.title': { en: 'Secure messages', es: 'Mensajes seguros' },
  'wMessages.intro': {
    en: 'Messages from residents of your office’s cases that no one has answered yet, oldest first. Assign one to yourself, then reply: writing to the person on the case answers every message of theirs waiting on it, and they leave this list.',
    es: 'Mensajes de residentes de los casos de su oficina que nadie ha respondido todavía; los más antiguos primero. Asígnese uno y luego responda: escribir a la persona del caso responde todos sus mensajes pendientes en ese caso, y salen de esta lista.',
  },
  'wMessages.writeIntro': {
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
  'wMessages.empty': {
    en: 'No message from a resident is waiting for an answer.',
    es: 'Ningún mensaje de un residente espera respuesta.',
  },
  'wMessages.emptyFiltered': {
    en: 'No message waiting for an answer matches the search and filters.',
    es: 'Ningún mensaje pendiente de respuesta coincide con la búsqueda y los filtros.',
  },
  'wMessages.emptyMine': {
    en: 'No message waiting for an answer is assigned to you.',
    es: 'No tiene asignado ningún mensaje pendiente de respuesta.',
  },
  'wMessages.caption': {
    en: 'Messages from residents waiting for an answer, oldest first',
    es: 'Mensajes de residentes pendientes de respuesta, los más antiguos primero',
  },
  'wMessages.search': { en: 'Search', es: 'Buscar' },
  'wMessages.searchHint': {
    en: 'Resident’s name, case number or subject',
    es: 'Nombre del residente, número de caso o asunto',
  },
  'wMessages.readFilter': { en: 'Read by the office', es: 'Leído por la oficina' },
  'wMessages.filter.unread': { en: 'Not read yet', es: 'Todavía no leídos' },
  'wMessages.filter.read': { en: 'Read', es: 'Leídos' },
  'wMessages.view.office': { en: 'Office', es: 'Oficina' },
  'wMessages.view.mine': { en: 'Mine', es: 'Míos' },
  'wMessages.resident': { en: 'Resident', es: 'Residente' },
  'wMessages.caseColumn': { en: 'Case', es: 'Caso' },
  'wMessages.received': { en: 'Received', es: 'Recibido' },
  'wMessages.age': { en: 'Age', es: 'Antigüedad' },
  'wMessages.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'wMessages.status': { en: 'Read', es: 'Lectura' },
  'wMessages.new': { en: 'New reply', es: 'Respuesta nueva' },
  'wMessages.markRead': { en: 'Mark as read', es: 'Marcar como leída' },
  'wMessages.markReadOf': { en: 'Mark as read: {subject}', es: 'Marcar como leída: {subject}' },
  'wMessages.readByOffice': { en: 'Read by the office', es: 'Leída por la oficina' },
  'wMessages.assignee': { en: 'Assigned to', es: 'Asignado a' },
  'wMessages.assign': { en: 'Assign to me', es: 'Asignármelo' },
  'wMessages.takeOver': { en: 'Take over', es: 'Tomarlo' },
  'wMessages.release': { en: 'Release', es: 'Liberarlo' },
  'wMessages.which': { en: 'message {subject} from {person}', es: 'mensaje {subject} de {person}' },
  'wMessages.assigned': {
    en: 'The message “{subject}” is assigned to you.',
    es: 'El mensaje “{subject}” está asignado a usted.',
  },
  'wMessages.released': {
    en: 'You released the message “{subject}”: anyone in the office may take it.',
    es: 'Liberó el mensaje “{subject}”: cualquier persona de la oficina puede tomarlo.',
  },
  'wMessages.answer': { en: 'Answer', es: 'Respuesta' },
  'wMessages.reply': { en: 'Reply', es: 'Responder' },
  'wMessages.replyTo': { en: 'Reply to {person}: {subject}', es: 'Responder a {person}: {subject}' },
  'wMessages.cannotReply': {
    en: 'Cannot be answered here: the case is closed or the person’s account was turned off.',
    es: 'No se puede responder aquí: el caso está cerrado o la cuenta de la persona se desactivó.',
  },
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

const FILTERS = ['read'] as const;

/**
 * Staff: the office's residents' messages waiting for an answer, searched, filtered, paged and
 * assigned (ADR 0418), and the form to write to the person on a case (a row's Reply fills it in).
 */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('wMessages.title'));
  const cases = useMessageCases();
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  if (cases.isPending) return <Loading />;
  if (cases.isError) throw cases.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('wMessages.title')}</h1>
      <p>{t('wMessages.intro')}</p>
      <MessageQueue onReply={setReplyTo} />
      <WriteForm key={replyTo?.messageId ?? 'new'} cases={cases.data.cases} replyTo={replyTo} />
    </div>
  );
}

/** The queue of messages waiting for an answer, with Assign to me / Take over / Release and Reply in each row. */
function MessageQueue({ onReply }: { onReply: (to: ReplyTo) => void }) {
  const t = useT(messages);
  const intl = useIntl();
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useMessageQueue(address.request, Object.keys(problems).length === 0);
  const assignment = useMessageAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const page = useMemo<QueuePage<WorkerMessageQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.messages,
        total: queue.data.total,
        page: queue.data.page,
        pageSize: queue.data.pageSize,
      },
    [queue.data],
  );
  const view = address.view as QueueView;
  const filtered = FILTERS.some((f) => address.values[f]) || Boolean(address.values.q);
  const done = assignment.isSuccess && assignment.variables;

  const labels = {
    assign: t('wMessages.assign'),
    takeOver: t('wMessages.takeOver'),
    release: t('wMessages.release'),
  };

  return (
    <>
      <AssignmentResult
        done={
          done
            ? t(done.action === 'release' ? 'wMessages.released' : 'wMessages.assigned', { subject: done.subject })
            : null
        }
        refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
      />
      <WorkQueue<WorkerMessageQueueRow>
        address={address}
        query={{ data: page, isPending: queue.isPending, error: queue.error, refetch: queue.refetch }}
        searchLabel={t('wMessages.search')}
        searchHint={t('wMessages.searchHint')}
        filters={[
          {
            name: 'read',
            label: t('wMessages.readFilter'),
            options: MESSAGE_QUEUE_READ.map((r) => ({ value: r, label: t(`wMessages.filter.${r}`) })),
          },
        ]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`wMessages.view.${v}`) }))}
        caption={t('wMessages.caption')}
        problems={problems}
        empty={t(filtered ? 'wMessages.emptyFiltered' : view === 'mine' ? 'wMessages.emptyMine' : 'wMessages.empty')}
        rowKey={(m) => m.id}
        columns={[
          { label: t('wMessages.subject'), cell: (m) => m.subjectText },
          {
            label: t('wMessages.text'),
            cell: (m) => (
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.communicationText}</span>
            ),
          },
          { label: t('wMessages.resident'), cell: (m) => m.personName },
          { label: t('wMessages.caseColumn'), cell: (m) => m.caseReference },
          {
            label: t('wMessages.received'),
            cell: (m) => intl.formatDate(m.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
          { label: t('wMessages.age'), cell: (m) => t('wMessages.days', { count: m.ageDays }) },
          {
            label: t('wMessages.status'),
            cell: (m) =>
              m.read ? (
                t('wMessages.readByOffice')
              ) : (
                <>
                  <span className="usa-tag bg-secondary-dark display-inline-block">{t('wMessages.new')}</span>
                  <MarkRead id={m.id} subject={m.subjectText} />
                </>
              ),
          },
          {
            label: t('wMessages.assignee'),
            cell: (m) => (
              <AssigneeCell
                assignee={m.assignee}
                labels={labels}
                which={t('wMessages.which', { subject: m.subjectText, person: m.personName })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: m.id, subject: m.subjectText, action })}
              />
            ),
          },
          {
            label: t('wMessages.answer'),
            cell: (m) =>
              m.canReply ? (
                <button
                  type="button"
                  className="usa-button usa-button--small"
                  aria-label={t('wMessages.replyTo', { person: m.personName, subject: m.subjectText })}
                  onClick={() =>
                    onReply({ messageId: m.id, caseId: m.caseId, subject: m.subjectText, person: m.personName })
                  }
                >
                  {t('wMessages.reply')}
                </button>
              ) : (
                t('wMessages.cannotReply')
              ),
          },
        ]}
      />
    </>
  );
}

/** Marks a person's message read by the office; the queue is read again. */
function MarkRead({ id, subject }: { id: string; subject: string }) {
  const t = useT(messages);
  const mark = useMarkRead();
  return (
    <>
      <CallError error={mark.error} />
      <button
        type="button"
        className="usa-button usa-button--outline usa-button--small margin-top-1"
        aria-label={t('wMessages.markReadOf', { subject })}
        disabled={mark.isPending}
        onClick={() => mark.mutate(id)}
      >
        {t('wMessages.markRead')}
      </button>
    </>
  );
}

/** The message form; a reply opens it with the case and subject filled in and the message box focused. */
function WriteForm({ cases, replyTo }: { cases: WorkerMessageCases['cases']; replyTo: ReplyTo | null }) {
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

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SecureMessage } from '@portal/contracts/messaging';
import { SECURE_MESSAGE_TEXT_MAX } from '@portal/contracts/messaging-api';
import { CallError } from '../../components/CallError';
import { ErrorSummary } from '../../components/ErrorSummary';
import { TextAreaField } from '../../components/TextAreaField';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { useIntl, useT } from '../../i18n/locale';
import { messagingMessages } from './messages';
import { useMarkMessageRead, useReply } from './queries';

/**
 * One message of the list. A caseworker's unread message shows its text when the person asks to
 * read it (that records the viewed date); a read one shows it at once. Any caseworker's message
 * can be answered; the text is shown as written, never as HTML.
 */
export function MessageItem({ message, onReplied }: { message: SecureMessage; onReplied: () => void }) {
  const t = useT(messagingMessages);
  const intl = useIntl();
  const markRead = useMarkMessageRead();
  const [open, setOpen] = useState(message.nfViewedInd);
  // The button that opened the text is gone: the reader continues at the text.
  const text = useRef<HTMLParagraphElement>(null);
  const [justOpened, setJustOpened] = useState(false);
  useEffect(() => {
    if (justOpened) text.current?.focus();
  }, [justOpened]);
  const [replying, setReplying] = useState(false);
  const fromOffice = message.direction === 'FROM_OFFICE';
  const date = intl.formatDate(message.communicationDate, { dateStyle: 'long' });
  const textId = `message-${message.communicationID}`;
  return (
    <li className="border-top border-base-lighter padding-y-2">
      <h3 className="margin-y-0 font-body-md">
        {message.subjectText}{' '}
        {fromOffice && !message.nfViewedInd && <span className="usa-tag bg-secondary-dark">{t('secure.new')}</span>}
      </h3>
      <p className="margin-y-05 font-body-2xs text-base-dark">
        {fromOffice
          ? t('secure.from', { name: message.correspondentName, date, reference: message.caseReference })
          : t('secure.yourReply', { date })}
      </p>
      {open ? (
        <p
          ref={text}
          tabIndex={-1}
          id={textId}
          className="margin-y-1"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.communicationText}
        </p>
      ) : (
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-1"
          onClick={() => {
            setOpen(true);
            setJustOpened(true);
            markRead.mutate(message.communicationID);
          }}
        >
          {t('secure.read')}
        </button>
      )}
      {fromOffice && open && !replying && (
        <button type="button" className="usa-button usa-button--unstyled" onClick={() => setReplying(true)}>
          {t('secure.reply')}
        </button>
      )}
      {replying && (
        <ReplyForm
          message={message}
          onDone={(sent) => {
            setReplying(false);
            if (sent) onReplied();
          }}
        />
      )}
    </li>
  );
}

function ReplyForm({ message, onDone }: { message: SecureMessage; onDone: (sent: boolean) => void }) {
  const t = useT(messagingMessages);
  const errorText = useErrorText();
  const reply = useReply();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const intl = useIntl();
  const api = useApiFieldErrors(reply.error);
  const error = empty ? errorText('validation.required') : api.fields.communicationText;
  const id = `reply-${message.communicationID}`;
  function submit(e: FormEvent) {
    e.preventDefault();
    const blank = text.trim() === '';
    setEmpty(blank);
    if (blank) return;
    reply.mutate(
      { communicationID: message.communicationID, communicationText: text },
      { onSuccess: () => onDone(true) },
    );
  }
  return (
    <form className="usa-form maxw-full" onSubmit={submit} noValidate>
      <ErrorSummary errors={error ? [{ fieldId: id, message: error }] : []} />
      <CallError error={reply.error} />
      <TextAreaField
        id={id}
        label={t('secure.replyLabel')}
        requiredMark={t('secure.required')}
        hint={t('secure.replyHint', { max: intl.formatNumber(SECURE_MESSAGE_TEXT_MAX) })}
        error={error}
        value={text}
        maxLength={SECURE_MESSAGE_TEXT_MAX}
        onChange={setText}
      />
      <div className="margin-top-2">
        <button type="submit" className="usa-button" disabled={reply.isPending}>
          {t('secure.send')}
        </button>
        <button type="button" className="usa-button usa-button--unstyled" onClick={() => onDone(false)}>
          {t('secure.cancel')}
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { TextPersonInformation, TextSubscriptionResult } from '@portal/contracts/messaging';
import { PHONE_PATTERN } from '@portal/contracts/validation-rules';
import { useUserAccount } from '../../app/session';
import { ReadingColumn } from '../../components/Article';
import { CallError } from '../../components/CallError';
import { CodeForm } from '../../components/CodeForm';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { NotLinked } from '../../components/NotLinked';
import { TextField } from '../../components/TextField';
import { isForbidden, useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { messagingMessages } from './messages';
import { useConfirmTexts, useSubscribeTexts, useTextSettings } from './queries';

const messages = defineMessages({
  'texts.optInTitle': { en: 'Sign up for text messages', es: 'Inscríbase para recibir mensajes de texto' },
  'texts.updateTitle': { en: 'Change your text message number', es: 'Cambie su número para mensajes de texto' },
  'texts.intro': {
    en: 'We send a text when your caseworker writes you a secure message. The text only says a message is waiting; you read it after you sign in. Message and data rates may apply. Reply STOP to stop.',
    es: 'Le enviamos un texto cuando su trabajador social le escribe un mensaje seguro. El texto solo dice que hay un mensaje; usted lo lee después de iniciar sesión. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para detenerlos.',
  },
  'texts.which': { en: 'Which mobile number should we text?', es: '¿A qué número celular debemos enviar los textos?' },
  'texts.onFile': { en: 'The number on file: {number}', es: 'El número registrado: {number}' },
  'texts.another': { en: 'Another number', es: 'Otro número' },
  'texts.phone': { en: 'Mobile phone number', es: 'Número de teléfono celular' },
  'texts.phoneHint': {
    en: 'Format: ###-###-####. We send a code to it first.',
    es: 'Formato: ###-###-####. Primero le enviamos un código.',
  },
  'texts.required': { en: '(required)', es: '(obligatorio)' },
  'texts.chooseNumber': { en: 'Choose a number', es: 'Elija un número' },
  'texts.continue': { en: 'Continue', es: 'Continuar' },
  'texts.codeSent': {
    en: 'We sent a 6-digit code to {number}. Enter it to start the texts. Until then, nothing is sent to that number.',
    es: 'Enviamos un código de 6 dígitos al {number}. Escríbalo para empezar a recibir los textos. Hasta entonces, no se envía nada a ese número.',
  },
  'texts.code': { en: 'Code from the text message', es: 'Código del mensaje de texto' },
  'texts.confirm': { en: 'Confirm', es: 'Confirmar' },
  'texts.done': {
    en: 'Text messages are on. We will text {number} when you have a new secure message.',
    es: 'Los mensajes de texto están activados. Le enviaremos un texto al {number} cuando tenga un mensaje seguro nuevo.',
  },
  'texts.alreadyOn': {
    en: 'Text messages are already on, to {number}.',
    es: 'Los mensajes de texto ya están activados, al {number}.',
  },
  'texts.notOn': {
    en: 'Text messages are not on, so there is no number to change.',
    es: 'Los mensajes de texto no están activados, así que no hay un número que cambiar.',
  },
  'texts.again': { en: 'Enter the number again', es: 'Escribir el número de nuevo' },
  'texts.toMessages': { en: 'Go to your secure messages', es: 'Ir a sus mensajes seguros' },
});

/** /nf-secure-message-opt-in and /nf-secure-message-update: the number texts go to, confirmed by a code. */
export function Component() {
  const t = useT(messages);
  const m = useT(messagingMessages);
  const update = useLocation().pathname === ROUTES.secureMessageUpdate;
  useDocumentTitle(t(update ? 'texts.updateTitle' : 'texts.optInTitle'));
  const account = useUserAccount();
  const linked = account.data?.userType === 'LINKED';
  const settings = useTextSettings();
  const [result, setResult] = useState<TextSubscriptionResult | null>(null);
  if (account.isPending || (linked && settings.isPending)) return <Loading />;
  const refused = !linked || isForbidden(settings.error);
  if (!refused && settings.isError) throw settings.error;
  const s = settings.data;
  const body = (() => {
    if (refused || !s) {
      return (
        <NotLinked
          delinked={account.data?.isDelinked ?? false}
          text={m(account.data?.isDelinked ? 'secure.delinked' : 'secure.notLinked')}
        />
      );
    }
    if (result && !result.confirmationNeeded) return <Done text={t('texts.done', { number: result.phoneNumber })} />;
    if (result) return <ConfirmStep number={result.phoneNumber} onDone={setResult} onRestart={() => setResult(null)} />;
    if (update && !s.subscriptionInd) {
      return <Done text={t('texts.notOn')} link={{ to: ROUTES.secureMessageOptIn, label: m('secure.textsSignUp') }} />;
    }
    if (!update && s.subscriptionInd) {
      return (
        <Done
          text={t('texts.alreadyOn', { number: s.subscribedPhoneNumber ?? '' })}
          link={{ to: ROUTES.secureMessageUpdate, label: m('secure.textsChange') }}
        />
      );
    }
    return <NumberForm settings={s} update={update} onDone={setResult} />;
  })();
  return (
    <ReadingColumn>
      <h1>{t(update ? 'texts.updateTitle' : 'texts.optInTitle')}</h1>
      <p className="usa-intro">{t('texts.intro')}</p>
      {body}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.textAndSecureFaq}>
          {m('secure.faq')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

function Done({ text, link }: { text: string; link?: { to: string; label: string } }) {
  const t = useT(messages);
  return (
    <>
      <div className="usa-alert usa-alert--info usa-alert--slim" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{text}</p>
        </div>
      </div>
      <p className="margin-top-2">
        {link && (
          <Link className="usa-button" to={link.to}>
            {link.label}
          </Link>
        )}
        <Link className={link ? 'usa-button usa-button--outline' : 'usa-button'} to={ROUTES.secureMessages}>
          {t('texts.toMessages')}
        </Link>
      </p>
    </>
  );
}

/** The number on file or another one; a number that needs a code moves on to ConfirmStep. */
function NumberForm({
  settings,
  update,
  onDone,
}: {
  settings: TextPersonInformation;
  update: boolean;
  onDone: (r: TextSubscriptionResult) => void;
}) {
  const t = useT(messages);
  const errorText = useErrorText();
  const save = useSubscribeTexts(update);
  const [choice, setChoice] = useState<'FILE' | 'OTHER' | null>(settings.phoneNumberInd ? null : 'OTHER');
  const [phone, setPhone] = useState('');
  const [local, setLocal] = useState<{ choice?: string; phoneNumber?: string }>({});
  const api = useApiFieldErrors(save.error);
  // The number's error stands only while its field is shown (choosing the number on file hides it).
  const phoneError = choice === 'OTHER' ? (local.phoneNumber ?? api.fields.phoneNumber) : undefined;
  const summary = [
    ...(local.choice ? [{ fieldId: 'texts-file', message: local.choice }] : []),
    ...(phoneError ? [{ fieldId: 'phoneNumber', message: phoneError }] : []),
  ];

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof local = {};
    if (choice === null) next.choice = t('texts.chooseNumber');
    else if (choice === 'OTHER' && !phone.trim()) next.phoneNumber = errorText('validation.contact.phoneRequired');
    else if (choice === 'OTHER' && !PHONE_PATTERN.test(phone.trim()))
      next.phoneNumber = errorText('validation.phone.invalid');
    setLocal(next);
    save.reset();
    if (Object.keys(next).length > 0) return;
    save.mutate(choice === 'FILE' ? { useNumberOnFile: true } : { useNumberOnFile: false, phoneNumber: phone.trim() }, {
      onSuccess: onDone,
    });
  }

  const radio = (value: 'FILE' | 'OTHER', id: string, label: string) => (
    <div className="usa-radio">
      <input
        className="usa-radio__input"
        id={id}
        type="radio"
        name="texts-number"
        checked={choice === value}
        onChange={() => setChoice(value)}
      />
      <label className="usa-radio__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
  return (
    <>
      <ErrorSummary errors={summary} />
      <CallError error={save.error} />
      <form className="usa-form" onSubmit={submit} noValidate>
        {settings.phoneNumberInd && (
          <fieldset className={`usa-fieldset usa-form-group${local.choice ? ' usa-form-group--error' : ''}`}>
            <legend className="usa-legend">{t('texts.which')}</legend>
            {local.choice && <span className="usa-error-message">{local.choice}</span>}
            {radio('FILE', 'texts-file', t('texts.onFile', { number: settings.phoneNumber ?? '' }))}
            {radio('OTHER', 'texts-other', t('texts.another'))}
          </fieldset>
        )}
        {choice === 'OTHER' && (
          <TextField
            id="phoneNumber"
            type="tel"
            autoComplete="tel-national"
            label={t('texts.phone')}
            hint={t('texts.phoneHint')}
            requiredMark={t('texts.required')}
            value={phone}
            error={phoneError}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
        <button type="submit" className="usa-button margin-top-3" disabled={save.isPending}>
          {t('texts.continue')}
        </button>
      </form>
    </>
  );
}

function ConfirmStep({
  number,
  onDone,
  onRestart,
}: {
  number: string;
  onDone: (r: TextSubscriptionResult) => void;
  /** Back to the number: the code expired or was wrong too often. */
  onRestart: () => void;
}) {
  const t = useT(messages);
  const confirm = useConfirmTexts();
  const api = useApiFieldErrors(confirm.error);
  return (
    <>
      <p role="status">{t('texts.codeSent', { number })}</p>
      <CallError error={confirm.error} />
      {api.general && (
        <button type="button" className="usa-button usa-button--outline margin-bottom-2" onClick={onRestart}>
          {t('texts.again')}
        </button>
      )}
      <CodeForm
        label={t('texts.code')}
        submitLabel={t('texts.confirm')}
        busy={confirm.isPending}
        serverError={api.fields.confirmationCode}
        onSubmit={(code, clear) => confirm.mutate(code, { onSuccess: onDone, onError: clear })}
      />
    </>
  );
}

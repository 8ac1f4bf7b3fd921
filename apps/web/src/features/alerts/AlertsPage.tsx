import { useState, type FormEvent } from 'react';
import { useLocation } from '../../router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences, AlertPreferencesRequest } from '@portal/contracts';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { call } from '../../api/client';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { ErrorPage } from '../../components/ErrorPage';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'alerts.optInTitle': { en: 'Sign up for alerts', es: 'Inscríbase para recibir alertas' },
  'alerts.updateTitle': { en: 'Update your alerts', es: 'Actualice sus alertas' },
  'alerts.intro': {
    en: 'Get reminders about appointments, renewals and documents we need, by email or text message. Message and data rates may apply. You can stop at any time.',
    es: 'Reciba recordatorios sobre citas, renovaciones y documentos que necesitamos, por correo electrónico o mensaje de texto. Pueden aplicarse tarifas de mensajes y datos. Puede cancelarlas en cualquier momento.',
  },
  'alerts.how': { en: 'How should we send alerts?', es: '¿Cómo debemos enviarle las alertas?' },
  'alerts.byEmail': { en: 'By email', es: 'Por correo electrónico' },
  'alerts.bySms': { en: 'By text message', es: 'Por mensaje de texto' },
  'alerts.email': { en: 'Email address', es: 'Correo electrónico' },
  'alerts.phone': { en: 'Mobile phone number', es: 'Número de teléfono móvil' },
  'alerts.phoneHint': { en: 'Format: ###-###-####', es: 'Formato: ###-###-####' },
  'alerts.required': { en: '(required)', es: '(obligatorio)' },
  'alerts.what': { en: 'What should we remind you about?', es: '¿Sobre qué debemos recordarle?' },
  'alerts.save': { en: 'Save my choices', es: 'Guardar mis opciones' },
  'alerts.stop': { en: 'Stop all alerts', es: 'Detener todas las alertas' },
  'alerts.saved': { en: 'Your alert choices were saved.', es: 'Se guardaron sus opciones de alertas.' },
  'alerts.stopped': { en: 'You will no longer get alerts.', es: 'Ya no recibirá alertas.' },
  'alerts.noChannel': {
    en: 'Choose email, text message, or both',
    es: 'Elija correo electrónico, mensaje de texto o ambos',
  },
});

const TOPICS = CODE_TABLES.AlertTopic.items;
type Topic = (typeof TOPICS)[number]['value'];
const key = ['user', 'alerts'] as const;

function Checkbox({
  id,
  checked,
  onChange,
  label,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <div className="usa-checkbox">
      <input
        className="usa-checkbox__input"
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

/** /nf-{department}-alerts-opt-in and /nf-{department}-alerts-update. */
export function Component() {
  const t = useT(messages);
  const update = useLocation().pathname.endsWith('-alerts-update');
  useDocumentTitle(t(update ? 'alerts.updateTitle' : 'alerts.optInTitle'));
  const prefs = useQuery({ queryKey: key, queryFn: () => call('alertPreferences') });
  if (prefs.isError) return <ErrorPage error={prefs.error} onRetry={() => void prefs.refetch()} />;
  if (prefs.isPending) return <Loading />;
  return <AlertsForm initial={prefs.data} update={update} />;
}

function AlertsForm({ initial, update }: { initial: AlertPreferences; update: boolean }) {
  const t = useT(messages);
  const language = useLocale().locale === 'es' ? 'es' : 'en';
  const errorText = useErrorText();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AlertPreferencesRequest) => call('saveAlertPreferences', { body }),
    onSuccess: (data) => client.setQueryData(key, data),
  });
  const [form, setForm] = useState({
    byEmail: initial.byEmail,
    bySms: initial.bySms,
    emailAddress: initial.emailAddress ?? '',
    phoneNumber: initial.phoneNumber ?? '',
    topics: initial.topics as Topic[],
  });
  const [local, setLocal] = useState<Record<string, string>>({});
  const apiErrors = useApiFieldErrors(save.error);
  const err = (f: string) => local[f] ?? apiErrors.fields[f];
  const summary: FieldError[] = [
    ['channel', 'alerts-byEmail'],
    ['emailAddress', 'emailAddress'],
    ['phoneNumber', 'phoneNumber'],
    ['topics', `alerts-${TOPICS[0].value}`],
  ]
    .filter(([f]) => err(f!))
    .map(([f, id]) => ({ fieldId: id!, message: err(f!)! }));
  const subscribed = save.data ? save.data.subscribed : initial.subscribed;

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!form.byEmail && !form.bySms) next.channel = t('alerts.noChannel');
    if (form.byEmail && !form.emailAddress.trim()) next.emailAddress = errorText('validation.contact.emailRequired');
    if (form.bySms && !form.phoneNumber.trim()) next.phoneNumber = errorText('validation.contact.phoneRequired');
    if ((form.byEmail || form.bySms) && form.topics.length === 0)
      next.topics = errorText('validation.alerts.topicRequired');
    setLocal(next);
    save.reset();
    if (Object.keys(next).length === 0) save.mutate(form);
  }

  const toggleTopic = (topic: Topic, on: boolean) =>
    setForm((f) => ({ ...f, topics: on ? [...f.topics, topic] : f.topics.filter((x) => x !== topic) }));

  return (
    <div className="grid-container padding-y-4">
      <div className="tablet:grid-col-8 desktop:grid-col-7">
        <h1>{t(update ? 'alerts.updateTitle' : 'alerts.optInTitle')}</h1>
        <p className="usa-intro">{t('alerts.intro')}</p>
        {save.isSuccess && (
          <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{save.data.subscribed ? t('alerts.saved') : t('alerts.stopped')}</p>
            </div>
          </div>
        )}
        <ErrorSummary errors={summary} />
        <form className="usa-form" onSubmit={submit} noValidate>
          <fieldset className={`usa-fieldset usa-form-group${err('channel') ? ' usa-form-group--error' : ''}`}>
            <legend className="usa-legend">{t('alerts.how')}</legend>
            {err('channel') && <span className="usa-error-message">{err('channel')}</span>}
            <Checkbox
              id="alerts-byEmail"
              checked={form.byEmail}
              onChange={(v) => setForm((f) => ({ ...f, byEmail: v }))}
              label={t('alerts.byEmail')}
            />
            <Checkbox
              id="alerts-bySms"
              checked={form.bySms}
              onChange={(v) => setForm((f) => ({ ...f, bySms: v }))}
              label={t('alerts.bySms')}
            />
          </fieldset>
          {form.byEmail && (
            <TextField
              id="emailAddress"
              type="email"
              autoComplete="email"
              label={t('alerts.email')}
              requiredMark={t('alerts.required')}
              value={form.emailAddress}
              error={err('emailAddress')}
              onChange={(e) => setForm((f) => ({ ...f, emailAddress: e.target.value }))}
            />
          )}
          {form.bySms && (
            <TextField
              id="phoneNumber"
              type="tel"
              autoComplete="tel-national"
              label={t('alerts.phone')}
              hint={t('alerts.phoneHint')}
              requiredMark={t('alerts.required')}
              value={form.phoneNumber}
              error={err('phoneNumber')}
              onChange={(e) => setForm((f) => ({ ...f, phoneNumber: e.target.value }))}
            />
          )}
          <fieldset className={`usa-fieldset usa-form-group${err('topics') ? ' usa-form-group--error' : ''}`}>
            <legend className="usa-legend">{t('alerts.what')}</legend>
            {err('topics') && <span className="usa-error-message">{err('topics')}</span>}
            {TOPICS.map((topic) => (
              <Checkbox
                key={topic.value}
                id={`alerts-${topic.value}`}
                checked={form.topics.includes(topic.value)}
                onChange={(v) => toggleTopic(topic.value, v)}
                label={topic[language]}
              />
            ))}
          </fieldset>
          <div className="margin-top-3">
            <button type="submit" className="usa-button" disabled={save.isPending}>
              {t('alerts.save')}
            </button>
            {subscribed && (
              <button
                type="button"
                className="usa-button usa-button--secondary"
                disabled={save.isPending}
                onClick={() => {
                  setLocal({});
                  save.mutate({ byEmail: false, bySms: false, topics: [] });
                }}
              >
                {t('alerts.stop')}
              </button>
            )}
          </div>
        </form>
      </div>
    </div>
  );
}

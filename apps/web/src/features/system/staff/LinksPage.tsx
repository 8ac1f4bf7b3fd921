import { useState, type FormEvent } from 'react';
import type { ExternalLink } from '@portal/contracts/system';
import { LINK_URL_PATTERN } from '@portal/contracts/validation-rules';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useAllLinks, useCounters, useSaveLink } from './linkQueries';
import { LinkTable, languageKey, linkTableMessages } from './LinkTable';

const messages = defineMessages({
  'links.title': { en: 'Links and counts', es: 'Enlaces y conteos' },
  'links.intro': {
    en: 'The announcements and links residents see, in each language. A hidden link is kept but not shown.',
    es: 'Los anuncios y enlaces que ven los residentes, en cada idioma. Un enlace oculto se guarda pero no se muestra.',
  },
  'links.caption': { en: 'Configured links', es: 'Enlaces configurados' },
  'links.text': { en: 'Link text', es: 'Texto del enlace' },
  'links.url': { en: 'Address', es: 'Dirección' },
  'links.urlHint': {
    en: 'An https:// address, or a page of the portal such as /nf-FAQ.',
    es: 'Una dirección https:// o una página del portal, como /nf-FAQ.',
  },
  'links.note': { en: 'Announcement text', es: 'Texto del anuncio' },
  'links.show': { en: 'Show this link to residents', es: 'Mostrar este enlace a los residentes' },
  'links.save': { en: 'Save the link', es: 'Guardar el enlace' },
  'links.cancel': { en: 'Cancel', es: 'Cancelar' },
  'links.saved': { en: 'The {language} link “{text}” was saved.', es: 'Se guardó el enlace en {language} «{text}».' },
  'links.counts': { en: 'Voter registration link clicks', es: 'Clics en el enlace de inscripción para votar' },
  'links.countsIntro': {
    en: 'Each visit counts once a day. The last 90 days.',
    es: 'Cada visita cuenta una vez al día. Los últimos 90 días.',
  },
  'links.day': { en: 'Day', es: 'Día' },
  'links.clicks': { en: 'Clicks', es: 'Clics' },
  'links.noCounts': { en: 'No clicks counted yet.', es: 'Todavía no hay clics contados.' },
});

/** Administrators: the configured external links (nf_external_URL_config) and the click counts (nf_counter). */
export function Component() {
  const t = useT({ ...messages, ...linkTableMessages });
  const { day } = useDates();
  useDocumentTitle(t('links.title'));
  const links = useAllLinks();
  const counters = useCounters();
  const [editing, setEditing] = useState<ExternalLink | null>(null);
  const [saved, setSaved] = useState<ExternalLink | null>(null);
  if (links.isPending || counters.isPending) return <Loading />;
  if (links.isError) throw links.error;
  if (counters.isError) throw counters.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('links.title')}</h1>
      <p>{t('links.intro')}</p>
      <ActionResult
        done={
          saved === null
            ? null
            : t('links.saved', { language: t(languageKey(saved.localeIdentifier)), text: saved.linkTextValue })
        }
        failed={null}
      />
      <h2>{t('links.caption')}</h2>
      <LinkTable
        links={links.data.dtls}
        onEdit={(l) => {
          setSaved(null);
          setEditing(l);
        }}
      />
      {editing && (
        <EditForm
          key={editing.externalURLConfigID}
          link={editing}
          onDone={(saved) => {
            setEditing(null);
            setSaved(saved);
          }}
        />
      )}
      <h2>{t('links.counts')}</h2>
      <p>{t('links.countsIntro')}</p>
      {counters.data.counters.length === 0 ? (
        <p>{t('links.noCounts')}</p>
      ) : (
        <table className="usa-table">
          <thead>
            <tr>
              <th scope="col">{t('links.day')}</th>
              <th scope="col">{t('links.clicks')}</th>
            </tr>
          </thead>
          <tbody>
            {counters.data.counters.map((c) => (
              <tr key={`${c.counterTypeCode}-${c.day}`}>
                <td>{day(c.day)}</td>
                <td>{c.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

type Field = 'linkTextValue' | 'linkURL' | 'staticText';

function EditForm({ link, onDone }: { link: ExternalLink; onDone: (saved: ExternalLink | null) => void }) {
  const t = useT({ ...messages, ...linkTableMessages });
  const errorText = useErrorText();
  const save = useSaveLink();
  const [v, setV] = useState({
    linkTextValue: link.linkTextValue,
    linkURL: link.linkURL,
    staticText: link.staticText,
    shown: link.recordStatus === 'RST1',
  });
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const api = useApiFieldErrors(save.error);
  const errorOf = (f: Field) => local[f] ?? api.fields[f];
  const errors: FieldError[] = (['linkTextValue', 'linkURL', 'staticText'] as const)
    .filter((f) => errorOf(f))
    .map((f) => ({ fieldId: f, message: errorOf(f)! }));
  const id = link.externalURLConfigID;
  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!v.linkTextValue.trim()) next.linkTextValue = errorText('validation.required');
    if (!v.linkURL.trim()) next.linkURL = errorText('validation.required');
    else if (!LINK_URL_PATTERN.test(v.linkURL.trim())) next.linkURL = errorText('validation.invalid');
    setLocal(next);
    if (Object.keys(next).length > 0) return;
    const { shown, ...body } = v;
    const recordStatus = shown ? 'RST1' : 'RST2';
    save.mutate(
      { id, body: { ...body, recordStatus } },
      { onSuccess: () => onDone({ ...link, ...body, recordStatus }) },
    );
  }
  return (
    <form className="usa-form maxw-tablet" noValidate onSubmit={submit} aria-labelledby="edit-heading">
      <h2 id="edit-heading">
        {t('links.editLink', { language: t(languageKey(link.localeIdentifier)), text: link.linkTextValue })}
      </h2>
      <ErrorSummary errors={errors} />
      <CallError error={save.error} />
      <TextField
        id="linkTextValue"
        label={t('links.text')}
        value={v.linkTextValue}
        maxLength={200}
        error={errorOf('linkTextValue')}
        onChange={(e) => setV({ ...v, linkTextValue: e.target.value })}
      />
      <TextField
        id="linkURL"
        label={t('links.url')}
        hint={t('links.urlHint')}
        value={v.linkURL}
        maxLength={500}
        error={errorOf('linkURL')}
        onChange={(e) => setV({ ...v, linkURL: e.target.value })}
      />
      <TextAreaField
        id="staticText"
        label={t('links.note')}
        value={v.staticText}
        maxLength={500}
        error={errorOf('staticText')}
        onChange={(staticText) => setV({ ...v, staticText })}
      />
      <div className="usa-checkbox margin-top-2">
        <input
          className="usa-checkbox__input"
          id="link-shown"
          type="checkbox"
          checked={v.shown}
          onChange={(e) => setV({ ...v, shown: e.target.checked })}
        />
        <label className="usa-checkbox__label" htmlFor="link-shown">
          {t('links.show')}
        </label>
      </div>
      <button type="submit" className="usa-button margin-top-2" disabled={save.isPending}>
        {t('links.save')}
      </button>
      <button type="button" className="usa-button usa-button--unstyled" onClick={() => onDone(null)}>
        {t('links.cancel')}
      </button>
    </form>
  );
}

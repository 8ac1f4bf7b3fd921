import { useState, type FormEvent } from 'react';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import {
  MASS_COMM_SUBJECT_MAX,
  MASS_COMM_TEXT_MAX,
  type MassCommKind,
} from '@portal/contracts/mass-communications-api';
import type {
  MassCommAudience,
  MassCommunication,
  WorkerMassCommunications,
} from '@portal/contracts/mass-communications';
import { CallError } from '../../../components/CallError';
import { ErrorSummary, type FieldError } from '../../../components/ErrorSummary';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { useErrorText } from '../../../components/apiErrors';
import { useIntl, useLocale, useT } from '../../../i18n/locale';
import { massCommMessages } from './massCommMessages';
import { FilterSelect, localInput, PreviewResult, serverFieldErrors } from './MassCommParts';
import { useCreateMassComm, usePreview, useUpdateMassComm } from './massCommQueries';
import {
  forgetMassCommDraft,
  keptMassCommDraft,
  useKeepMassCommDraft,
  type MassCommFilter,
  type MassCommTextKey,
} from './massCommDraft';

type TextKey = MassCommTextKey;
const TEXTS: TextKey[] = ['subjectEn', 'subjectEs', 'bodyEn', 'bodyEs'];
type Filter = MassCommFilter;

/**
 * Writes a mass communication (or changes one not started yet): who it goes to, a preview of
 * that, the words in both languages, and when. The send button names the count the preview
 * found, and the server refuses if the filter finds more by then.
 */
export function MassCommForm(props: {
  screen: WorkerMassCommunications;
  editing: MassCommunication | null;
  onDone: (outcome: 'scheduled' | 'saved' | 'closed') => void;
}) {
  const { screen, editing } = props;
  // A new one is kept in the tab across a reload until it is scheduled or closed.
  const [kept] = useState(() => (editing ? null : keptMassCommDraft()));
  const onDone: typeof props.onDone = (outcome) => {
    if (!editing && outcome !== 'saved') forgetMassCommDraft();
    props.onDone(outcome);
  };
  const t = useT(massCommMessages);
  const intl = useIntl();
  const language = useLocale().locale === 'es' ? 'es' : 'en';
  const errorText = useErrorText();
  const preview = usePreview();
  const create = useCreateMassComm();
  const update = useUpdateMassComm();
  const [kind, setKind] = useState<MassCommKind>(kept?.kind ?? 'GENERAL');
  const [filter, setFilter] = useState<Filter>(
    kept?.filter ?? { officeId: '', programCode: '', caseStatus: '', topic: '' },
  );
  const [texts, setTexts] = useState<Record<TextKey, string>>(
    () =>
      kept?.texts ?? {
        subjectEn: editing?.subjectEn ?? '',
        subjectEs: editing?.subjectEs ?? '',
        bodyEn: editing?.bodyEn ?? '',
        bodyEs: editing?.bodyEs ?? '',
      },
  );
  const [later, setLater] = useState(kept?.later ?? editing !== null);
  const [sendAt, setSendAt] = useState(kept?.sendAt ?? (editing ? localInput(editing.sendAt) : ''));
  useKeepMassCommDraft({ kind, filter, texts, later, sendAt }, editing === null);
  const [local, setLocal] = useState<Partial<Record<string, string>>>({});
  const server = serverFieldErrors(preview.error, create.error, update.error);
  const errorOf = (f: string) => local[f] ?? server[f];
  const fieldIds = [...TEXTS, 'sendAt', 'previewedCount'] as const;
  const summary: FieldError[] = fieldIds
    .filter((f) => errorOf(f))
    .map((f) => ({ fieldId: f === 'previewedCount' ? 'see-who' : f, message: errorOf(f)! }));

  const audience = (): MassCommAudience => ({
    kind,
    officeId: kind === 'GENERAL' ? filter.officeId || null : null,
    programCode: kind === 'GENERAL' ? (filter.programCode as MassCommAudience['programCode']) || null : null,
    caseStatus: kind === 'GENERAL' ? (filter.caseStatus as MassCommAudience['caseStatus']) || null : null,
    topic: kind === 'ALERTS' ? (filter.topic as MassCommAudience['topic']) || null : null,
  });
  // A changed filter needs a new preview before sending.
  const changeFilter = (next: () => void) => {
    next();
    preview.reset();
    create.reset();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const f of TEXTS) if (!texts[f].trim()) next[f] = errorText('validation.required');
    if (later && !sendAt) next.sendAt = errorText('validation.required');
    setLocal(next);
    if (Object.keys(next).length > 0) return;
    const when = { ...texts, sendAt: later ? new Date(sendAt).toISOString() : null };
    if (editing) {
      update.mutate(
        { massCommunicationId: editing.massCommunicationId, ...when },
        { onSuccess: () => onDone('saved') },
      );
    } else if (preview.data) {
      create.mutate(
        { audience: audience(), ...when, previewedCount: preview.data.recipientCount },
        { onSuccess: () => onDone('scheduled') },
      );
    }
  }

  const max = (n: number) => t('wMass.max', { max: intl.formatNumber(n) });
  const textField = (f: TextKey) =>
    f.startsWith('subject') ? (
      <TextField
        key={f}
        id={f}
        label={t(`wMass.${f}`)}
        requiredMark={t('wMass.required')}
        hint={max(MASS_COMM_SUBJECT_MAX)}
        maxLength={MASS_COMM_SUBJECT_MAX}
        lang={f.endsWith('Es') ? 'es' : 'en'}
        value={texts[f]}
        error={errorOf(f)}
        onChange={(e) => setTexts((v) => ({ ...v, [f]: e.target.value }))}
      />
    ) : (
      <TextAreaField
        key={f}
        id={f}
        label={t(`wMass.${f}`)}
        requiredMark={t('wMass.required')}
        hint={max(MASS_COMM_TEXT_MAX)}
        maxLength={MASS_COMM_TEXT_MAX}
        value={texts[f]}
        error={errorOf(f)}
        onChange={(v) => setTexts((old) => ({ ...old, [f]: v }))}
      />
    );

  return (
    <section aria-labelledby="write-heading">
      <h2 id="write-heading">{t(editing ? 'wMass.change' : 'wMass.write')}</h2>
      <ErrorSummary errors={summary} />
      <CallError error={preview.error ?? create.error ?? update.error} />
      <form className="usa-form maxw-full" onSubmit={submit} noValidate>
        {!editing && (
          <>
            {screen.canSendAlerts && (
              <fieldset className="usa-fieldset">
                <legend className="usa-legend">{t('wMass.kind')}</legend>
                {(['GENERAL', 'ALERTS'] as const).map((k) => (
                  <div className="usa-radio" key={k}>
                    <input
                      className="usa-radio__input"
                      type="radio"
                      id={`kind-${k}`}
                      name="kind"
                      checked={kind === k}
                      onChange={() => changeFilter(() => setKind(k))}
                    />
                    <label className="usa-radio__label" htmlFor={`kind-${k}`}>
                      {t(`wMass.kind.${k}`)}
                    </label>
                  </div>
                ))}
              </fieldset>
            )}
            {kind === 'GENERAL' ? (
              <>
                {screen.canSendAlerts ? (
                  <FilterSelect
                    id="officeId"
                    label={t('wMass.office')}
                    value={filter.officeId}
                    onChange={(v) => changeFilter(() => setFilter((f) => ({ ...f, officeId: v })))}
                  >
                    {screen.offices.map((o) => (
                      <option key={o.officeId} value={o.officeId}>
                        {o.name}
                      </option>
                    ))}
                  </FilterSelect>
                ) : (
                  // A caseworker writes to their own office's cases only.
                  <p className="margin-top-3">{t('wMass.ownOffice', { office: screen.offices[0]?.name ?? '' })}</p>
                )}
                {(['programCode', 'caseStatus'] as const).map((f) => (
                  <FilterSelect
                    key={f}
                    id={f}
                    label={t(f === 'programCode' ? 'wMass.program' : 'wMass.caseStatus')}
                    value={filter[f]}
                    onChange={(v) => changeFilter(() => setFilter((old) => ({ ...old, [f]: v })))}
                  >
                    {CODE_TABLES[f === 'programCode' ? 'ProgramType' : 'CaseStatus'].items.map((i) => (
                      <option key={i.value} value={i.value}>
                        {i[language]}
                      </option>
                    ))}
                  </FilterSelect>
                ))}
              </>
            ) : (
              <FilterSelect
                id="topic"
                label={t('wMass.topic')}
                value={filter.topic}
                onChange={(v) => changeFilter(() => setFilter((f) => ({ ...f, topic: v })))}
              >
                {CODE_TABLES.AlertTopic.items.map((i) => (
                  <option key={i.value} value={i.value}>
                    {i[language]}
                  </option>
                ))}
              </FilterSelect>
            )}
            <button
              type="button"
              id="see-who"
              className="usa-button usa-button--outline margin-top-2"
              disabled={preview.isPending}
              onClick={() => preview.mutate(audience())}
            >
              {t('wMass.preview')}
            </button>
            <div aria-live="polite">{preview.data && <PreviewResult preview={preview.data} />}</div>
          </>
        )}
        {TEXTS.map(textField)}
        <fieldset className="usa-fieldset margin-top-2">
          <legend className="usa-legend">{t('wMass.when')}</legend>
          {[false, true].map((isLater) => (
            <div className="usa-radio" key={String(isLater)}>
              <input
                className="usa-radio__input"
                type="radio"
                id={isLater ? 'when-later' : 'when-now'}
                name="when"
                checked={later === isLater}
                onChange={() => setLater(isLater)}
              />
              <label className="usa-radio__label" htmlFor={isLater ? 'when-later' : 'when-now'}>
                {t(isLater ? 'wMass.later' : 'wMass.now')}
              </label>
            </div>
          ))}
        </fieldset>
        {later && (
          <TextField
            id="sendAt"
            type="datetime-local"
            label={t('wMass.sendAt')}
            hint={t('wMass.sendAtHint')}
            value={sendAt}
            error={errorOf('sendAt')}
            onChange={(e) => setSendAt(e.target.value)}
          />
        )}
        {editing ? (
          <div className="margin-top-3">
            <button type="submit" className="usa-button" disabled={update.isPending}>
              {t('wMass.save')}
            </button>
            <button type="button" className="usa-button usa-button--unstyled" onClick={() => onDone('closed')}>
              {t('wMass.stopChanging')}
            </button>
          </div>
        ) : preview.data && preview.data.recipientCount > 0 ? (
          <button type="submit" className="usa-button margin-top-3" disabled={create.isPending}>
            {t('wMass.send', { count: preview.data.people })}
          </button>
        ) : (
          <p className="margin-top-3">{t('wMass.previewFirst')}</p>
        )}
      </form>
    </section>
  );
}

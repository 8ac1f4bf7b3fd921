import { useState, type FormEvent } from 'react';
import { CASE_NOTE_MAX } from '@portal/contracts/cases-api';
import type { WorkerCase } from '@portal/contracts/case-page';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { TextAreaField } from '../../../components/TextAreaField';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { useIntl, useT } from '../../../i18n/locale';
import { caseMessages } from './caseMessages';
import { useAddCaseNote } from './queries';

/** The office's internal notes on the case, newest first, and the form to write one (staff only). */
export function NotesSection({ c }: { c: WorkerCase }) {
  const t = useT(caseMessages);
  const intl = useIntl();
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t('case.notes')}</h2>
      <p>{t('case.notesIntro')}</p>
      {c.canWriteNotes && <NoteForm caseId={c.caseId} />}
      {c.notes.length === 0 ? (
        <p>{t('case.noNotes')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {c.notes.map((n) => (
            <li key={n.id} className="border-top border-base-lighter padding-y-1">
              <p className="margin-y-05" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.text}
              </p>
              <p className="margin-y-05 font-body-2xs text-base-dark">
                {t('case.noteBy', {
                  name: n.authorName,
                  date: intl.formatDate(n.writtenAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NoteForm({ caseId }: { caseId: string }) {
  const t = useT(caseMessages);
  const intl = useIntl();
  const errorText = useErrorText();
  const add = useAddCaseNote(caseId);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const api = useApiFieldErrors(add.error);
  const error = missing ? errorText('validation.required') : api.fields.noteText;

  function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    add.reset();
    const empty = !text.trim();
    setMissing(empty);
    if (empty) return;
    add.mutate(text, {
      onSuccess: () => {
        setSaved(true);
        setText('');
      },
    });
  }
  return (
    <>
      <ActionResult done={saved ? t('case.noteSaved') : null} failed={null} />
      <ErrorSummary errors={error ? [{ fieldId: 'noteText', message: error }] : []} />
      <CallError error={add.error} />
      <form className="usa-form maxw-full" onSubmit={submit} noValidate aria-label={t('case.writeNote')}>
        <TextAreaField
          id="noteText"
          label={t('case.noteField')}
          requiredMark={t('case.required')}
          hint={t('case.noteHint', { max: intl.formatNumber(CASE_NOTE_MAX) })}
          maxLength={CASE_NOTE_MAX}
          value={text}
          error={error}
          onChange={setText}
        />
        <button type="submit" className="usa-button margin-top-2" disabled={add.isPending}>
          {t('case.saveNote')}
        </button>
      </form>
    </>
  );
}

import { useId, useState } from 'react';
import type { NeededDocument } from '@portal/contracts/applications';
import {
  MAX_DOCUMENTS_PER_SUBMISSION,
  UPLOAD_ACCEPT,
  UPLOAD_MESSAGES,
  type UploadProblem,
} from '@portal/contracts/upload-rules';
import { ApiRequestError } from '../../api/client';
import { checkChosenFile, refusalText } from '../../api/upload';
import { useErrorText } from '../../components/apiErrors';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import type { PhotoProblem } from '../../components/photo/photoMaths';
import { PhotoWarning } from '../../components/photo/PhotoWarning';
import { preparePhoto } from '../../components/photo/preparePhoto';
import { SentTag } from '../../components/SentTag';
import { sendFiles } from './sendFiles';

const messages = defineMessages({
  'needed.title': { en: 'Documents we still need', es: 'Documentos que todavía necesitamos' },
  'needed.intro': {
    en: 'Your answers tell us we will need these to decide. Send each one by {date}.',
    es: 'Sus respuestas nos indican que necesitaremos estos documentos para decidir. Envíe cada uno a más tardar el {date}.',
  },
  'needed.introAnonymous': {
    en: 'Your answers tell us we will need these to decide. Mail them or bring them to your county office by {date}, with your reference number on each page.',
    es: 'Sus respuestas nos indican que necesitaremos estos documentos para decidir. Envíelos por correo o llévelos a la oficina de su condado a más tardar el {date}, con su número de referencia en cada página.',
  },
  'needed.choose': { en: 'Upload files for this document', es: 'Subir archivos para este documento' },
  'needed.hint': {
    en: 'PDF, TIF, BMP, JPG or iPhone (HEIC) files up to 30 MB each, up to {max} at a time (for example each pay stub, or both sides of a card). They are sent as soon as you choose them.',
    es: 'Archivos PDF, TIF, BMP, JPG o de iPhone (HEIC) de hasta 30 MB cada uno, hasta {max} a la vez (por ejemplo cada talón de pago, o ambos lados de una tarjeta). Se envían en cuanto los elige.',
  },
  'needed.tooMany': {
    en: 'Choose up to {max} files at a time.',
    es: 'Elija hasta {max} archivos a la vez.',
  },
  'needed.sending': { en: 'Sending {name}…', es: 'Enviando {name}…' },
  'needed.files': {
    en: '{count, plural, one {# file} other {# files}}',
    es: '{count, plural, one {# archivo} other {# archivos}}',
  },
  'needed.done': { en: '{name} was sent for: {document}.', es: 'Se envió {name} para: {document}.' },
  'needed.doneMany': {
    en: '{count, plural, one {# file was} other {# files were}} sent for: {document}.',
    es: '{count, plural, one {Se envió # archivo} other {Se enviaron # archivos}} para: {document}.',
  },
  'needed.allSent': {
    en: 'You sent every document we asked for. We will tell you if we need anything else.',
    es: 'Envió todos los documentos que pedimos. Le avisaremos si necesitamos algo más.',
  },
});

/** One document being sent: its progress, or why it was not taken. */
interface Sending {
  key: string;
  name: string;
  progress: number;
}

/**
 * "Documents we still need" on an application's confirmation: what the answers called for, each
 * ticked off once a file was sent for it. A signed-in person sends a file for one straight from
 * here (it reaches the agency at once); without an account the list says how else to send them.
 */
export function NeededDocuments({
  applicationId,
  disaster,
  documents,
  dueOn,
  onSent,
}: {
  applicationId: string;
  /** A disaster food assistance application: its files go through the D-SNAP calls. */
  disaster: boolean;
  documents: NeededDocument[];
  /** The day to send them by, in the reader's words. */
  dueOn: string;
  /** Reads the list again after a file was taken; absent when the reader cannot upload (no account). */
  onSent?: () => Promise<unknown>;
}) {
  const t = useT(messages);
  const { locale } = useLocale();
  const l = locale === 'es' ? 'es' : 'en';
  const errorText = useErrorText();
  const id = useId().replace(/:/g, '');
  const [sending, setSending] = useState<Sending | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  // Files held back because a photo among them looks hard to read: sent anyway or dropped.
  const [doubt, setDoubt] = useState<{
    doc: NeededDocument;
    files: File[];
    name: string;
    problems: PhotoProblem[];
  } | null>(null);
  if (documents.length === 0) return null;
  const problemText = (p: UploadProblem) => UPLOAD_MESSAGES[p][l];

  /** Chosen files: photos scaled and checked first; one that looks hard to read waits for the person's choice. */
  async function choose(doc: NeededDocument, picked: File[]) {
    if (picked.length === 0 || !onSent) return;
    setDoubt(null);
    // Photos go scaled and re-saved (smaller, upright, without their location), as in the uploader.
    const prepared = await Promise.all(picked.map((f) => preparePhoto(f)));
    const files = prepared.map((p) => p.file);
    const doubtful = prepared.find((p) => p.problems.length > 0);
    if (doubtful) {
      setNotice('');
      setDoubt({ doc, files, name: doubtful.file.name, problems: doubtful.problems });
      return;
    }
    await send(doc, files);
  }

  /** The held files: sent as they are, or dropped and the file input offered again. */
  function decide(use: boolean) {
    if (!doubt) return;
    setDoubt(null);
    if (use) void send(doubt.doc, doubt.files);
    else document.getElementById(inputIdOf(doubt.doc))?.focus();
  }

  const inputIdOf = (d: NeededDocument) => `${id}-${d.key.replace(/[^A-Za-z0-9]/g, '-')}`;

  async function send(doc: NeededDocument, chosen: File[]) {
    const fail = (message: string) => {
      setErrors((e) => ({ ...e, [doc.key]: message }));
      setNotice('');
    };
    setErrors((e) => ({ ...e, [doc.key]: '' }));
    if (chosen.length > MAX_DOCUMENTS_PER_SUBMISSION)
      return fail(t('needed.tooMany', { max: MAX_DOCUMENTS_PER_SUBMISSION }));
    const problems = [];
    for (const file of chosen) {
      const problem = await checkChosenFile(file);
      if (problem) problems.push(`${file.name}: ${problemText(problem)}`);
    }
    if (problems.length > 0) return fail(problems.join(' '));
    const name = chosen.length === 1 ? chosen[0]!.name : t('needed.files', { count: chosen.length });
    setSending({ key: doc.key, name, progress: 0 });
    setNotice(t('needed.sending', { name }));
    try {
      const outcomes = await sendFiles(chosen, { applicationId, neededKey: doc.key, disaster }, (progress) =>
        setSending({ key: doc.key, name, progress }),
      );
      const refused = outcomes.filter((o) => !o.outcome.isSuccess);
      if (refused.length < outcomes.length) {
        await onSent?.();
        setNotice(
          chosen.length === 1
            ? t('needed.done', { name, document: doc.name })
            : t('needed.doneMany', { count: outcomes.length - refused.length, document: doc.name }),
        );
      }
      // Files the server refused are named with its reason; the ones it took stay announced.
      const why = refused.map((o) => `${o.name}: ${refusalText(o.outcome, l)}`).join(' ');
      if (refused.length === outcomes.length) fail(why);
      else if (why) setErrors((e) => ({ ...e, [doc.key]: why }));
    } catch (err) {
      fail(err instanceof ApiRequestError ? errorText(err.code) : problemText('uploadFailed'));
    } finally {
      setSending(null);
    }
  }

  const allSent = documents.every((d) => d.sent);
  return (
    <section aria-labelledby={`${id}-title`} id="documents">
      <h2 id={`${id}-title`}>{t('needed.title')}</h2>
      <p>{t(onSent ? 'needed.intro' : 'needed.introAnonymous', { date: dueOn })}</p>
      <ul className="usa-list usa-list--unstyled">
        {documents.map((d) => {
          const error = errors[d.key];
          const inputId = inputIdOf(d);
          const busy = sending?.key === d.key;
          return (
            <li key={d.key} className="border-top border-base-lighter padding-y-2">
              <p className="margin-0 text-bold">
                {d.name}
                {d.about && `: ${d.about}`}
              </p>
              <p className="margin-y-05">{d.text}</p>
              <p className="margin-0">
                <SentTag sent={d.sent} />
              </p>
              {!d.sent && onSent && (
                <div className={`usa-form-group margin-top-1${error ? ' usa-form-group--error' : ''}`}>
                  <label className="usa-label margin-top-0" htmlFor={inputId}>
                    {t('needed.choose')}
                    <span className="usa-sr-only">
                      : {d.name}
                      {d.about && ` (${d.about})`}
                    </span>
                  </label>
                  <div className="usa-hint" id={`${inputId}-hint`}>
                    {t('needed.hint', { max: MAX_DOCUMENTS_PER_SUBMISSION })}
                  </div>
                  {error && (
                    <span className="usa-error-message" id={`${inputId}-error`} role="alert">
                      {error}
                    </span>
                  )}
                  <input
                    id={inputId}
                    type="file"
                    accept={UPLOAD_ACCEPT}
                    className="margin-top-1 maxw-full"
                    disabled={sending !== null}
                    aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
                    multiple
                    onChange={(e) => {
                      void choose(d, [...(e.target.files ?? [])]);
                      e.target.value = '';
                    }}
                  />
                  {doubt?.doc.key === d.key && (
                    <PhotoWarning
                      name={doubt.name}
                      problems={doubt.problems}
                      onUse={() => decide(true)}
                      onRetake={() => decide(false)}
                    />
                  )}
                  {busy && (
                    <progress
                      className="display-block margin-top-1"
                      max={1}
                      value={sending.progress}
                      aria-label={t('needed.sending', { name: sending.name })}
                    >
                      {Math.round(sending.progress * 100)}%
                    </progress>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div role="status" aria-live="polite">
        {allSent ? t('needed.allSent') : notice}
      </div>
    </section>
  );
}

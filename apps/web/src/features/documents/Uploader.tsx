import { useId, useState } from 'react';
import type { UploadedDocument } from '@portal/contracts';
import {
  MAX_DOCUMENTS_PER_SUBMISSION,
  UPLOAD_MESSAGES,
  isNameInList,
  type UploadProblem,
} from '@portal/contracts/upload-rules';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { useErrorText } from '../../components/apiErrors';
import { ApiRequestError } from '../../api/client';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { FilePicker } from './FilePicker';
import { KeptDocumentRow } from './KeptDocumentRow';
import { QueuedFileRow, type QueuedFile } from './QueuedFileRow';
import { PhotoWarning } from '../../components/photo/PhotoWarning';
import { preparePhoto } from '../../components/photo/preparePhoto';
import type { PhotoProblem } from '../../components/photo/photoMaths';
import { checkChosenFile, refusalText, type UploadCall } from '../../api/upload';

const messages = defineMessages({
  'uploader.tableCaption': { en: 'Your documents', es: 'Sus documentos' },
  'uploader.colName': { en: 'File', es: 'Archivo' },
  'uploader.colStatus': { en: 'Status', es: 'Estado' },
  'uploader.colActions': { en: 'Actions', es: 'Acciones' },
  'uploader.upload': { en: 'Upload files', es: 'Subir archivos' },
  'uploader.none': { en: 'No documents yet.', es: 'Todavía no hay documentos.' },
  'uploader.errorRows': {
    en: 'Files with an error cannot be saved. Remove them first.',
    es: 'Los archivos con error no se pueden guardar. Quítelos primero.',
  },
  'uploader.nothingQueued': { en: 'Choose at least one file to upload.', es: 'Elija al menos un archivo para subir.' },
  'uploader.notAdded': {
    en: '{name}: a file with this name is already in the list, so it was not added again.',
    es: '{name}: ya hay un archivo con este nombre en la lista, por eso no se agregó de nuevo.',
  },
  'uploader.announceDone': { en: '{name} uploaded.', es: '{name} se subió.' },
  'uploader.announceFailed': { en: '{name} was not uploaded: {message}', es: '{name} no se subió: {message}' },
});

export interface UploaderProps {
  call: UploadCall;
  /** Documents already kept by the server for this list (their rows and actions come from the spec's show flags). */
  documents: UploadedDocument[];
  /** Reads the kept documents again; uploaded rows give way to the server's rows once it resolves. */
  onChanged(): Promise<unknown>;
  onDelete?(doc: UploadedDocument): void;
  /** Checks the page's own fields before uploading (e.g. the energy confirmation); returns their errors. */
  beforeUpload?(): FieldError[];
  /** Extra field errors the page shows in the same summary. */
  pageErrors?: FieldError[];
}

/**
 * The upload list as on a phone: choose files or take a photo, or drag and drop on a computer.
 * Each file waits in the queue, shows its progress while it is sent, then appears among the
 * documents kept; a file the rules refuse shows why and must be removed before uploading.
 */
export function Uploader({ call, documents, onChanged, onDelete, beforeUpload, pageErrors = [] }: UploaderProps) {
  const t = useT(messages);
  const { locale } = useLocale();
  const errorText = useErrorText();
  const l = locale === 'es' ? 'es' : 'en';
  const id = useId().replace(/:/g, '');
  const [rows, setRows] = useState<QueuedFile[]>([]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // Photos the check found hard to read, each waiting for "Use it anyway" or "Take it again".
  const [doubtful, setDoubtful] = useState<{ file: File; problems: PhotoProblem[] }[]>([]);
  const problemText = (p: UploadProblem) => UPLOAD_MESSAGES[p][l];

  const update = (key: string, change: Partial<QueuedFile>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));

  async function add(files: FileList | File[] | null) {
    if (!files) return;
    const taken = [...documents.map((d) => d.attachmentName), ...rows.map((r) => r.file.name)];
    const added: QueuedFile[] = [];
    const skipped: string[] = [];
    const doubts: typeof doubtful = [];
    for (const chosen of Array.from(files)) {
      if (isNameInList(chosen.name, taken)) {
        skipped.push(t('uploader.notAdded', { name: chosen.name }));
        continue;
      }
      taken.push(chosen.name);
      // A photo is scaled and re-saved (smaller, upright, no location) before the rules look at it.
      const { file, problems: photo } = await preparePhoto(chosen);
      const problem = await checkChosenFile(file);
      if (!problem && photo.length > 0) {
        doubts.push({ file, problems: photo });
        continue;
      }
      added.push(rowOf(file, problem));
    }
    setRows((current) => [...current, ...added]);
    setDoubtful((current) => [...current, ...doubts]);
    setNotice(skipped.join(' '));
    setErrors([]);
  }

  function rowOf(file: File, problem: UploadProblem | null): QueuedFile {
    return {
      key: crypto.randomUUID(),
      file,
      state: problem ? 'error' : 'queued',
      progress: 0,
      error: problem ? problemText(problem) : null,
    };
  }

  /** The first doubtful photo decided: queued as it is, or dropped and the camera offered again. */
  function decide(use: boolean) {
    const [first, ...rest] = doubtful;
    if (!first) return;
    setDoubtful(rest);
    if (use) setRows((current) => [...current, rowOf(first.file, null)]);
    if (rest.length === 0) document.getElementById(use ? `${id}-upload` : `${id}-camera`)?.focus();
  }

  async function uploadAll() {
    const found: FieldError[] = [...(beforeUpload?.() ?? [])];
    const queued = rows.filter((r) => r.state === 'queued');
    if (rows.some((r) => r.state === 'error'))
      found.push({ fieldId: `${id}-choose`, message: t('uploader.errorRows') });
    else if (queued.length === 0) found.push({ fieldId: `${id}-choose`, message: t('uploader.nothingQueued') });
    const ready = documents.filter((d) => d.showSubmitActionInd).length;
    if (queued.length + ready > MAX_DOCUMENTS_PER_SUBMISSION)
      found.push({ fieldId: `${id}-choose`, message: problemText('tooManyDocuments') });
    setErrors(found);
    if (found.length > 0) return;
    setBusy(true);
    // Files go one a request (so each shows its own progress); the batch id ties them into one submission.
    const submissionId = crypto.randomUUID();
    const said: string[] = [];
    for (const row of queued) {
      update(row.key, { state: 'uploading', progress: 0 });
      try {
        // Sent in pieces that survive a dropped connection (tus, ADR 0303): it continues where the server is.
        // Loaded on the first upload (with tus-js-client), so the pages that show this list stay small.
        const { sendResumable } = await import('../../api/resumable');
        const response = await sendResumable(
          call,
          row.file,
          { clientId: row.key, submissionId },
          {
            onProgress: (progress) => update(row.key, { progress }),
            onConnection: (lost) => update(row.key, { connectionLost: lost }),
          },
        );
        const result = call.result(response);
        if (result.isSuccess) {
          update(row.key, { state: 'uploaded', progress: 1, connectionLost: false });
          said.push(t('uploader.announceDone', { name: row.file.name }));
        } else {
          const message = refusalText(result, l);
          update(row.key, { state: 'error', error: message });
          said.push(t('uploader.announceFailed', { name: row.file.name, message }));
        }
      } catch (err) {
        const message = err instanceof ApiRequestError ? errorText(err.code) : problemText('uploadFailed');
        update(row.key, { state: 'error', error: message });
        said.push(t('uploader.announceFailed', { name: row.file.name, message }));
      }
    }
    setNotice(said.join(' '));
    await onChanged();
    setRows((current) => current.filter((r) => r.state !== 'uploaded'));
    setBusy(false);
  }

  const allErrors = [...pageErrors, ...errors];
  // A file sent in this press shows once: as the server keeps it, once the list has it (the list
  // can be read again while the press's later files are still on their way).
  const shownRows = rows.filter(
    (r) =>
      !(
        r.state === 'uploaded' &&
        isNameInList(
          r.file.name,
          documents.map((d) => d.attachmentName),
        )
      ),
  );
  const labels = { name: t('uploader.colName'), status: t('uploader.colStatus'), actions: t('uploader.colActions') };
  const chooseError = errors.find((e) => e.fieldId === `${id}-choose`)?.message;

  return (
    <div>
      <ErrorSummary errors={allErrors} />
      <FilePicker id={id} error={chooseError} onFiles={(files) => void add(files)} />
      {doubtful[0] && (
        <PhotoWarning
          name={doubtful[0].file.name}
          problems={doubtful[0].problems}
          onUse={() => decide(true)}
          onRetake={() => decide(false)}
        />
      )}
      <div role="status" aria-live="polite" className="margin-y-1">
        {notice}
      </div>

      <table className="usa-table usa-table--stacked usa-table--borderless width-full">
        <caption>{t('uploader.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('uploader.colName')}</th>
            <th scope="col">{t('uploader.colStatus')}</th>
            <th scope="col">{t('uploader.colActions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.length === 0 && rows.length === 0 && (
            <tr>
              <td colSpan={3}>{t('uploader.none')}</td>
            </tr>
          )}
          {documents.map((d) => (
            <KeptDocumentRow key={d.attachmentID} doc={d} labels={labels} onDelete={onDelete} />
          ))}
          {shownRows.map((r) => (
            <QueuedFileRow
              key={r.key}
              row={r}
              labels={labels}
              busy={busy}
              onRemove={() => setRows((current) => current.filter((x) => x.key !== r.key))}
            />
          ))}
        </tbody>
      </table>
      <button
        id={`${id}-upload`}
        type="button"
        className="usa-button margin-top-2"
        onClick={() => void uploadAll()}
        disabled={busy}
      >
        {t('uploader.upload')}
      </button>
    </div>
  );
}

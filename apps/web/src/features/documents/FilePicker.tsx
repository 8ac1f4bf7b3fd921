import { useState, type DragEvent } from 'react';
import { UPLOAD_ACCEPT } from '@portal/contracts/upload-rules';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'uploader.choose': { en: 'Choose files', es: 'Elegir archivos' },
  'uploader.camera': { en: 'Take a photo', es: 'Tomar una foto' },
  'uploader.hint': {
    en: 'Use PDF, TIF, BMP, JPG or iPhone (HEIC) files. Each file can be up to 30 MB. Add up to 20 at a time. On a computer, you can also drag files into this box.',
    es: 'Use archivos PDF, TIF, BMP, JPG o de iPhone (HEIC). Cada archivo puede tener hasta 30 MB. Agregue hasta 20 a la vez. En una computadora, también puede arrastrar archivos a este recuadro.',
  },
  'uploader.drop': { en: 'Drop files here', es: 'Suelte los archivos aquí' },
});

/**
 * Where the upload list's files come from: choose files or take a photo (on a phone), or drag
 * them into the box (on a computer). The choose field is `<id>-choose`, so the error summary
 * can lead to it; `error` is shown under its label.
 */
export function FilePicker({
  id,
  error,
  onFiles,
}: {
  id: string;
  error: string | undefined;
  onFiles(files: FileList | null): void;
}) {
  const t = useT(messages);
  const [dragging, setDragging] = useState(false);

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    onFiles(e.dataTransfer.files);
  }

  return (
    <div
      className={`border-2px border-dashed padding-2 margin-y-2 radius-md ${dragging ? 'border-primary bg-primary-lighter' : 'border-base-light'}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="dropzone"
    >
      <div className={`usa-form-group margin-top-0${error ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label margin-top-0" htmlFor={`${id}-choose`}>
          {t('uploader.choose')}
        </label>
        <div className="usa-hint" id={`${id}-hint`}>
          {dragging ? t('uploader.drop') : t('uploader.hint')}
        </div>
        {error && (
          <span className="usa-error-message" id={`${id}-error`}>
            {error}
          </span>
        )}
        <input
          id={`${id}-choose`}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="margin-top-1 maxw-full"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            onFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <div className="usa-form-group">
        <label className="usa-label" htmlFor={`${id}-camera`}>
          {t('uploader.camera')}
        </label>
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/jpeg"
          capture="environment"
          className="margin-top-1 maxw-full"
          onChange={(e) => {
            onFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}

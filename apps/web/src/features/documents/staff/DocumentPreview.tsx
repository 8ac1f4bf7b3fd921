import { useEffect, useRef, useState } from 'react';
import { staffUrlOf } from '@portal/contracts/calls-staff';
import { MAX_PREVIEW_PAGES, previewKind } from '@portal/contracts/staffadmin-staff-api';
import type { WorkerDocument } from '@portal/contracts';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';

const messages = defineMessages({
  'preview.show': { en: 'Show {name} here', es: 'Mostrar {name} aquí' },
  'preview.hide': { en: 'Hide {name}', es: 'Ocultar {name}' },
  'preview.image': { en: 'The picture {name}, as sent', es: 'La imagen {name}, tal como se envió' },
  'preview.page': { en: 'Page {page} of {pages} of {name}', es: 'Página {page} de {pages} de {name}' },
  'preview.loading': { en: 'Drawing {name}…', es: 'Dibujando {name}…' },
  'preview.more': {
    en: 'Only the first {shown} of {pages} pages are shown here; open the download to read the rest.',
    es: 'Aquí solo se muestran las primeras {shown} de {pages} páginas; abra la descarga para leer el resto.',
  },
  'preview.failed': {
    en: 'This file could not be shown here. Open the download instead.',
    es: 'Este archivo no se pudo mostrar aquí. Abra la descarga.',
  },
});

/**
 * A submitted PDF or picture shown inside the review page, on request (ADR 0409): a picture in an
 * <img>, a PDF drawn page by page on canvases. Other kinds (TIFF) have only the download.
 */
export function DocumentPreview({ doc }: { doc: WorkerDocument }) {
  const t = useT(messages);
  const [shown, setShown] = useState(false);
  const kind = previewKind(doc.mediaType);
  if (!kind) return null;
  const name = doc.attachmentName;
  const url = staffUrlOf('workerDocumentPreview', { attachmentId: doc.attachmentID });
  const regionId = `preview-${doc.attachmentID}`;
  return (
    <div className="margin-y-1">
      <button
        type="button"
        className="usa-button usa-button--outline"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'preview.hide' : 'preview.show', { name })}
      </button>
      <div id={regionId} className="margin-top-1 maxw-tablet">
        {shown &&
          (kind === 'IMAGE' ? (
            <img src={url} alt={t('preview.image', { name })} className="display-block maxw-full" />
          ) : (
            <PdfPages url={url} name={name} />
          ))}
      </div>
    </div>
  );
}

function PdfPages({ url, name }: { url: string; name: string }) {
  const t = useT(messages);
  const into = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number | null; failed: boolean }>({ pages: null, failed: false });
  // The page's name with room for its numbers, so the drawing starts again only when the language changes.
  const template = t('preview.page', { page: '\u0000', pages: '\u0001', name });
  useEffect(() => {
    const target = into.current;
    if (!target) return;
    let live = true;
    // A box of this drawing's own: once it is taken away, a drawing still under way stops adding pages.
    const box = document.createElement('div');
    target.append(box);
    (async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      const bytes = await res.arrayBuffer();
      const { renderPdf } = await import('./pdfRender');
      const pages = await renderPdf(bytes, box, (p, n) =>
        template.replace('\u0000', String(p)).replace('\u0001', String(n)),
      );
      if (live) setState({ pages, failed: false });
    })().catch(() => live && setState({ pages: null, failed: true }));
    return () => {
      live = false;
      box.remove();
    };
  }, [url, template]);
  return (
    <>
      {state.pages === null && !state.failed && <p role="status">{t('preview.loading', { name })}</p>}
      {state.failed && <p role="alert">{t('preview.failed')}</p>}
      {state.pages !== null && state.pages > MAX_PREVIEW_PAGES && (
        <p>{t('preview.more', { shown: MAX_PREVIEW_PAGES, pages: state.pages })}</p>
      )}
      <div ref={into} />
    </>
  );
}

import { getDocument, GlobalWorkerOptions, VerbosityLevel } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { MAX_PREVIEW_PAGES } from '@portal/contracts/staffadmin-staff-api';

/**
 * Draws a PDF's pages on canvases with PDF.js (ADR 0409): the file is read as data, never opened
 * as a document, so nothing in it runs (no scripts, no eval, no links followed). Loaded only by
 * the review page that shows a PDF, so no other page carries it.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws the pages into `into`, each a canvas named for assistive technology; returns the page count. */
export async function renderPdf(
  bytes: ArrayBuffer,
  into: HTMLElement,
  label: (page: number, pages: number) => string,
): Promise<number> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  try {
    const pages = Math.min(pdf.numPages, MAX_PREVIEW_PAGES);
    const width = Math.max(into.clientWidth, 200);
    for (let n = 1; n <= pages && into.isConnected; n++) {
      const page = await pdf.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', label(n, pdf.numPages));
      canvas.className = 'display-block width-full border-1px border-base-lighter margin-bottom-1';
      await page.render({ canvas, viewport }).promise;
      into.append(canvas);
    }
    return pdf.numPages;
  } finally {
    await task.destroy();
  }
}

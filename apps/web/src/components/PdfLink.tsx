import { useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { usePdfUnavailableToast } from './Toast';

const messages = defineMessages({
  'pdf.preparing': { en: 'Getting your PDF…', es: 'Obteniendo su PDF…' },
  'pdf.received': { en: 'Getting your PDF… {kb} KB so far', es: 'Obteniendo su PDF… {kb} KB hasta ahora' },
});

/** The response body read piece by piece, reporting the bytes so far (a large PDF on a slow phone takes a while). */
async function readWithProgress(res: Response, onBytes: (n: number) => void): Promise<Blob> {
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'application/pdf' });
}

/**
 * A link that downloads an application PDF. It fetches the file first, so a PDF the server
 * cannot give now (an error, or no connection) shows the spec's toast instead of a broken
 * download or an error page in place of the portal. While it comes, a status line says so and
 * counts what has arrived (no time limit: the spec allows a long answer). The href stays a real
 * link, so the browser's own "save link as" still works.
 */
export function PdfLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const t = useT(messages);
  const unavailable = usePdfUnavailableToast();
  const [received, setReceived] = useState<number | null>(null);
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (received !== null) return; // already coming
    setReceived(0);
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (!res.ok || !res.headers.get('content-type')?.startsWith('application/pdf'))
        throw new Error(`PDF ${res.status}`);
      const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'application.pdf';
      const url = URL.createObjectURL(await readWithProgress(res, setReceived));
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      unavailable();
    } finally {
      setReceived(null);
    }
  };
  return (
    <>
      <a
        className={className}
        href={href}
        download
        aria-disabled={received !== null || undefined}
        onClick={(e) => void onClick(e)}
      >
        {children}
      </a>
      <span role="status" className={received === null ? 'usa-sr-only' : 'display-block margin-top-1 text-base'}>
        {received === null
          ? ''
          : received < 1024
            ? t('pdf.preparing')
            : t('pdf.received', { kb: Math.round(received / 1024) })}
      </span>
    </>
  );
}

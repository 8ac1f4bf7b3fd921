import type { MouseEvent, ReactNode } from 'react';
import { usePdfUnavailableToast } from './Toast';

/**
 * A link that downloads an application PDF. It fetches the file first, so a PDF the server
 * cannot give now (an error, or no connection) shows the spec's toast instead of a broken
 * download or an error page in place of the portal. The href stays a real link, so the browser's
 * own "save link as" still works.
 */
export function PdfLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const unavailable = usePdfUnavailableToast();
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
    try {
      const res = await fetch(href, { credentials: 'same-origin' });
      if (!res.ok || !res.headers.get('content-type')?.startsWith('application/pdf'))
        throw new Error(`PDF ${res.status}`);
      const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'application.pdf';
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      unavailable();
    }
  };
  return (
    <a className={className} href={href} download onClick={(e) => void onClick(e)}>
      {children}
    </a>
  );
}

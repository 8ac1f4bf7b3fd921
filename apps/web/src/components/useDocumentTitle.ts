import { useEffect } from 'react';

/** Each page names itself in the browser tab, so screen-reader users hear where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Benefits Portal`;
  }, [title]);
}

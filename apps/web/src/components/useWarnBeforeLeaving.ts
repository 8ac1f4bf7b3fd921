import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's own "leave this page?" question
 * (the text is the browser's; it cannot be set). For answers that live only in this tab, such as
 * an anonymous application, which a reload would otherwise lose without a word.
 */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

import { useEffect, useRef } from 'react';

/** How long to wait for the new page's heading (a page may show "Loading…" first). */
const WAIT_MS = 10_000;

function newHeading(main: HTMLElement): HTMLHeadingElement | null {
  if (main.getAttribute('aria-busy') === 'true') return null;
  return main.querySelector('h1');
}

/**
 * After a client-side page change, moves focus to the new page's h1 (WCAG 2.4.3, 4.1.3), so a
 * screen reader announces where the person now is and the next Tab starts from the page, not
 * from <body>. The first load is left alone: the skip link stays the first Tab stop. If
 * something else takes focus first (an error summary, a field the page focuses), it keeps it.
 */
export function useFocusOnNavigate(place: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main-content');
    if (!main) return;
    const before = document.activeElement;
    const focusedElsewhere = () => {
      const now = document.activeElement;
      return now !== null && now !== document.body && now !== before && now !== main && now.isConnected;
    };
    const tryFocus = (): boolean => {
      if (focusedElsewhere()) return true;
      const h1 = newHeading(main);
      if (!h1) return false;
      if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
      h1.focus();
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    return stop;
  }, [place]);
}

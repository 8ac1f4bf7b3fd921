// First, before React DOM: the page's own module downloads while the rest is evaluated.
import { prefetchFirstPage } from './app/firstPageLoad';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// USWDS as src/uswds.scss builds it (build/uswds.ts, ADR 0017).
import 'portal-uswds.css';
import './styles.css';
import { App } from './app/App';
import { queryClient } from './app/query';
import { startSession } from './app/session';
import { initialLocale, warmDateFormatting } from './i18n/locale';

/**
 * The longest the first render waits for the session start. Its reads were named with the page
 * (the server's `Link` header), so it usually ends as soon as this code has run, and the first
 * paint then shows the whole page: header, tabs, announcements and the page together. A slow
 * or silent server must not leave the screen blank: past this, the shell shows what it has.
 */
const FIRST_RENDER_WAIT_MS = 1000;

// The language cookie the server answers in, then the session start (and for a signed-in account
// the page's first reads): all before the first render.
const locale = initialLocale();
const started = startSession(queryClient, () => prefetchFirstPage(queryClient, locale));
const root = createRoot(document.getElementById('root')!);
const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
// A transition: React renders the first page in slices and lets the browser answer in between
// (a cheap phone's processor would otherwise be blocked for the whole first render).
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
void Promise.race([started, waited]).then(render, render);
warmDateFormatting();

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

// The language cookie the server answers in, then the session start (and for a signed-in account
// the page's first reads): all before the first render.
const locale = initialLocale();
void startSession(queryClient, () => prefetchFirstPage(queryClient, locale));
const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first page in slices and lets the browser answer in between
// (a cheap phone's processor would otherwise be blocked for the whole first render).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
warmDateFormatting();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// USWDS as src/uswds.scss builds it (build/uswds.ts, ADR 0017).
import 'portal-uswds.css';
import './styles.css';
import { App } from './app/App';
import { warmDateFormatting } from './i18n/locale';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
warmDateFormatting();

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'toast.dismiss': { en: 'Dismiss message', es: 'Cerrar mensaje' },
  'toast.pdfUnavailable': {
    en: 'We cannot get your application PDF right now. Try again later.',
    es: 'No podemos obtener el PDF de su solicitud en este momento. Inténtelo más tarde.',
  },
});

interface ToastItem {
  id: number;
  text: string;
}

/** A short-lived message shown over the page; at most a few at once, each closing by itself. */
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const TOAST_MS = 8000;

function emit() {
  for (const l of listeners) l();
}

export function showToast(text: string): void {
  toasts = [...toasts.slice(-2), { id: nextId++, text }];
  emit();
}

function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast for "the application PDF cannot be retrieved now" (spec part 1 §8). */
export function usePdfUnavailableToast(): () => void {
  const t = useT(messages);
  return useCallback(() => showToast(t('toast.pdfUnavailable')), [t]);
}

function ToastMessage({ item }: { item: ToastItem }) {
  const t = useT(messages);
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [item.id]);
  return (
    <div className="usa-alert usa-alert--warning usa-alert--slim portal-toast">
      <div className="usa-alert__body display-flex flex-align-center">
        <p className="usa-alert__text flex-fill">{item.text}</p>
        <button
          type="button"
          className="usa-button usa-button--unstyled margin-left-1"
          onClick={() => dismissToast(item.id)}
        >
          {t('toast.dismiss')}
        </button>
      </div>
    </div>
  );
}

/** Where toasts appear (once, in the shell); a polite live region so they are read out. */
export function ToastRegion() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="portal-toasts" role="status" aria-live="polite">
      {items.map((item) => (
        <ToastMessage key={item.id} item={item} />
      ))}
    </div>
  );
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/contracts';
import { DEFAULT_LOCALE, isLocale, pickLocale } from '@portal/contracts/locale';
import { LOCALE_COOKIE } from '@portal/contracts/api';
import { formatMessage, type MessageValues } from './format';
import type { Messages } from './messages';

const STORAGE_KEY = 'portal.locale';
/** Page direction per locale (spec part 1 §1: the direction follows the locale). */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { 'en-US': 'ltr', es: 'ltr' };

interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, setLocale: () => {} });

/**
 * The server answers in the language of this cookie. It is written before any call that needs
 * it goes out (at start and in the click that changes language), not in an effect: children's
 * effects, which start their calls, run before a provider's.
 */
function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The person's saved choice, else the first of their browser's languages the portal has (as the
 * server does), written to the cookie.
 */
export function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the browser's languages decide then.
  }
  const locale = isLocale(stored) ? stored : pickLocale(navigator.languages.join(','));
  writeLocaleCookie(locale);
  return locale;
}

/**
 * Holds the chosen language. The choice survives reloads (local storage), reaches the server
 * (a cookie, so its messages match) and sets lang and dir on <html>.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const setLocale = useCallback(
    (next: Locale) => {
      writeLocaleCookie(next);
      setLocaleState(next);
      // Texts the server wrote (code tables, programme names, messages) come again in the new language.
      void queryClient.invalidateQueries();
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // ignore: the choice then lasts until the tab closes
      }
    },
    [queryClient],
  );

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = DIRECTION[locale];
  }, [locale]);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/** Dates, times and numbers in the reader's language (the browser's Intl, one formatter per kind of use). */
export interface PortalIntl {
  locale: Locale;
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/**
 * Intl formatters by language and options: making one costs far more than using it (a page of
 * dates on a slow phone made one per date), and the pages ask for the same few again and again.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/**
 * The browser's first date formatter loads its calendar data (about 20 ms on a laptop, four
 * times that on a cheap phone). Made while the first answers are on their way, that wait is
 * not added to the moment the page draws its dates.
 */
export function warmDateFormatting(): void {
  setTimeout(() => formatter(`d${DEFAULT_LOCALE}{}`, () => new Intl.DateTimeFormat(DEFAULT_LOCALE)).format(0), 0);
}

/** A date that is not one is written as given, not thrown (as react-intl did). */
function dateText(locale: Locale, value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(`d${locale}${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locale, options)).format(
    date,
  );
}

/** The reader's language and its formatters; the same object until the language changes. */
export function useIntl(): PortalIntl {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      formatDate: (value, options) => dateText(locale, value, options),
      // Hours and minutes unless the caller chose a style or fields (Intl refuses the two mixed).
      formatTime: (value, options) =>
        dateText(
          locale,
          value,
          options?.timeStyle || options?.hour ? options : { hour: 'numeric', minute: 'numeric', ...options },
        ),
      formatNumber: (value, options) =>
        formatter(`n${locale}${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(
          value,
        ),
    }),
    [locale],
  );
}

/**
 * The translate function for one feature's messages: t('key') gives the text in the current
 * language, with ICU placeholders ({count}, plurals) filled from `values`.
 */
export function useT<M extends Messages>(messages: M) {
  const { locale } = useLocale();
  const l = locale === 'es' ? 'es' : 'en';
  return useCallback(
    (key: keyof M & string, values?: MessageValues): string => formatMessage(messages[key]![l], locale, values),
    [locale, l, messages],
  );
}

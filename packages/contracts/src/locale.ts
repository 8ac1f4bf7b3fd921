/** Locales the portal speaks; en-US is the default (spec part 1 §1). */
export const LOCALES = ['en-US', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from an Accept-Language header or a stored choice. */
export function pickLocale(input: string | undefined | null): Locale {
  if (!input) return DEFAULT_LOCALE;
  for (const part of input.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/** The short language key used by bilingual records ({ en, es }). */
export function lang(locale: Locale): 'en' | 'es' {
  return locale === 'es' ? 'es' : 'en';
}

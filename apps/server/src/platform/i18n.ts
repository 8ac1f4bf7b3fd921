import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CATALOGS, DEFAULT_LANGUAGE, type Language, type MessageId } from '../i18n';

export type { Language, MessageId };
/** Values of a message's placeholders. */
export type MessageValues = Record<string, string | number | Date>;

const cache = createIntlCache();
const formatters = new Map<Language, IntlShape>();

/** The catalog language of a locale (es for es, en for en-US); unknown locales get English. */
export function languageOf(locale: string): Language {
  const primary = locale.split('-')[0]!.toLowerCase();
  return primary in CATALOGS ? (primary as Language) : DEFAULT_LANGUAGE;
}

function formatter(language: Language): IntlShape {
  let intl = formatters.get(language);
  if (!intl) {
    // A message that is missing or cannot be formatted is a bug: fail loudly, never send a key.
    const onError = (err: unknown) => {
      throw err;
    };
    intl = createIntl(
      { locale: language, defaultLocale: DEFAULT_LANGUAGE, messages: CATALOGS[language], onError },
      cache,
    );
    formatters.set(language, intl);
  }
  return intl;
}

/** A server text in the caller's language, its placeholders filled (ICU message syntax). */
export function t(locale: string, id: MessageId, values?: MessageValues): string {
  return formatter(languageOf(locale)).formatMessage({ id }, values);
}

/**
 * A text in every language, for records that keep all of them (outbox messages, quiz questions).
 * Values that are themselves translated (a programme's name) come per language.
 */
export function inEveryLanguage(
  id: MessageId,
  values?: MessageValues | ((language: Language) => MessageValues),
): Record<Language, string> {
  const texts = {} as Record<Language, string>;
  for (const language of Object.keys(CATALOGS) as Language[]) {
    texts[language] = t(language, id, typeof values === 'function' ? values(language) : values);
  }
  return texts;
}

import en from './en.json';
import es from './es.json';

/**
 * The server's texts (e-mails, text messages, texts it puts in its answers), one ICU message
 * catalog per language, keyed `<feature>.<what>`. English is the reference: its keys are the
 * message ids, and every other catalog must have the same keys with the same placeholders
 * (the type says so, and i18n.test.ts checks the messages parse).
 * A new language: a new `<language>.json` beside these and one line in CATALOGS.
 */
export type MessageId = keyof typeof en;
export type Catalog = Record<MessageId, string>;

export const CATALOGS = { en, es } satisfies Record<string, Catalog>;
/** A catalog's language: the primary subtag of the locales it serves (en for en-US). */
export type Language = keyof typeof CATALOGS;
export const DEFAULT_LANGUAGE: Language = 'en';

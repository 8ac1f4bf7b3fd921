/**
 * Every visible string is written once with both languages side by side. The type makes a
 * missing Spanish (or English) text a build error, not something a resident finds.
 */
export interface Bilingual {
  en: string;
  es: string;
}
export type Messages = Record<string, Bilingual>;

export function defineMessages<const M extends Messages>(messages: M): M {
  return messages;
}

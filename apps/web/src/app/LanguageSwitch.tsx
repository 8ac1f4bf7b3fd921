import type { SystemConfigurations } from '@portal/contracts';
import { isLocale } from '@portal/contracts/locale';
import { useLocale, useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'language.label': { en: 'Language', es: 'Idioma' },
});

/**
 * The language choice at the top of every page with a header (USWDS language selector, small,
 * one button per other configured language, each named in its own language).
 */
export function LanguageSwitch({ locales }: { locales: SystemConfigurations['locales'] }) {
  const t = useT(messages);
  const { locale, setLocale } = useLocale();
  const others = locales.filter((l) => l.locale !== locale && isLocale(l.locale));
  if (others.length === 0) return null;
  return (
    <div className="usa-language-container usa-language--small" role="group" aria-label={t('language.label')}>
      {others.map((l, i) => (
        // Keyed by place, not by language: the same button stays and keeps the focus after a switch.
        <button
          key={i}
          type="button"
          className="usa-button portal-language"
          lang={l.locale}
          onClick={() => isLocale(l.locale) && setLocale(l.locale)}
        >
          {l.displayName}
        </button>
      ))}
    </div>
  );
}

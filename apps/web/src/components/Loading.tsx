import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'loading.text': { en: 'Loading…', es: 'Cargando…' },
});

export function Loading() {
  const t = useT(messages);
  return (
    <div className="grid-container padding-y-4" role="status" aria-live="polite">
      {t('loading.text')}
    </div>
  );
}

import type { Lang } from '@portal/forms';
import { useLocale } from '../../i18n/locale';

/** The engine's language key for the current locale. */
export function useLang(): Lang {
  return useLocale().locale === 'es' ? 'es' : 'en';
}

import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useLocale } from '../../i18n/locale';

/** The dashboard read; programme names come in the reader's language, so the key has it. */
export function useDashboard() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['user', 'dashboard', locale],
    queryFn: () => call('dashboard'),
    // A failure shows the shared error page (the route's error boundary).
    throwOnError: true,
  });
}

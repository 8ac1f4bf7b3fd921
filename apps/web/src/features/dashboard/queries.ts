import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { isSignedInType, useUserAccount } from '../../app/session';
import { useLocale } from '../../i18n/locale';

/**
 * The dashboard read; programme names come in the reader's language, so the key has it.
 * Only while someone is signed in: on logout the cache is cleared while the page is still
 * shown, and reading it again then would only get a 401.
 */
export function useDashboard() {
  const { locale } = useLocale();
  const account = useUserAccount();
  return useQuery({
    queryKey: ['user', 'dashboard', locale],
    queryFn: () => call('dashboard'),
    enabled: isSignedInType(account.data?.userType),
    // A failure shows the shared error page (the route's error boundary).
    throwOnError: true,
  });
}

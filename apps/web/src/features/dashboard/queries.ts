import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/contracts';
import { call } from '../../api/client';
import { inboxQuery } from '../../api/inbox';
import { authorizedRepQuery } from '../../api/representatives';
import { isSignedInType, useUserAccount } from '../../app/session';
import { useLocale } from '../../i18n/locale';

/**
 * The dashboard read; programme names come in the reader's language, so the key has it.
 * Only while someone is signed in: on logout the cache is cleared while the page is still
 * shown, and reading it again then would only get a 401.
 */
const dashboardQuery = (locale: Locale) => ({
  queryKey: ['user', 'dashboard', locale] as const,
  queryFn: () => call('dashboard'),
});

export function useDashboard() {
  const { locale } = useLocale();
  const account = useUserAccount();
  return useQuery({
    ...dashboardQuery(locale),
    enabled: isSignedInType(account.data?.userType),
    // A failure shows the shared error page (the route's error boundary).
    throwOnError: true,
  });
}

/** The dashboard's first reads (its route's `prefetch`): its own, the notices' count, the representatives. */
export function prefetchDashboard(client: QueryClient, locale: Locale): void {
  void client.prefetchQuery(dashboardQuery(locale));
  void client.prefetchQuery(inboxQuery);
  void client.prefetchQuery(authorizedRepQuery);
}

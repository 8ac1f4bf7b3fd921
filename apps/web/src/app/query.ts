import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/client';

/** Query keys of what belongs to the signed-in person (resident or staff): any change may alter them. */
const PERSONAL_DATA = [['user'], ['documents'], ['worker']] as const;

/**
 * After any change the server accepted, no screen may show what was true before it. Views on
 * screen keep their own refresh (each mutation invalidates what it changes, some carefully, as a
 * form page must not reload under the person); every personal view NOT on screen is dropped, so
 * the next time it is shown (the dashboard, a list, a draft that was just submitted) it is read
 * afresh instead of served from the cache, and the dashboard is always read again.
 */
export function forgetWhatChanged(client: QueryClient) {
  for (const queryKey of PERSONAL_DATA) client.removeQueries({ queryKey, type: 'inactive' });
  void client.invalidateQueries({ queryKey: ['user', 'dashboard'] });
}

export const queryClient: QueryClient = new QueryClient({
  mutationCache: new MutationCache({
    // Logging out clears everything itself; reading the dashboard again then would only get a 401.
    onSuccess: (_data, _variables, _context, mutation) => {
      if (!mutation.meta?.endsSession) forgetWhatChanged(queryClient);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; a network hiccup might.
      retry: (count, err) => !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

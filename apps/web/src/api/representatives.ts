import { useQuery } from '@tanstack/react-query';
import { isSignedInType, useUserAccount } from '../app/session';
import { call } from './client';

export const AUTHORIZED_REP_KEY = ['user', 'authorized_rep'] as const;

/**
 * GET nf_authrep/authorized_rep: who acts for the signed-in person, whom they act for, and for
 * whom the session acts now (ADR 0119). Read by the dashboard and the applying pages' notice.
 * Only while someone is signed in: on logout the cache is cleared while the page is still
 * shown, and reading it again then would only get a 401.
 */
export const authorizedRepQuery = { queryKey: AUTHORIZED_REP_KEY, queryFn: () => call('authorizedRep') };

export function useAuthorizedRep() {
  const account = useUserAccount();
  return useQuery({ ...authorizedRepQuery, enabled: isSignedInType(account.data?.userType) });
}

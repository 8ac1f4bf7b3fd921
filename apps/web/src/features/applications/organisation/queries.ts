import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResponseFor } from '@portal/contracts/endpoints';
import type { Call } from '@portal/contracts/http';
import { ORG_RESIDENT_CALLS, type OrgCallName } from '@portal/contracts/organisations-api';
import type { StartHouseholdApplication } from '@portal/contracts/organisations';
import { callAt, type CallArgs } from '../../../api/client';
import { useLocale } from '../../../i18n/locale';

/** One call of an organisation's user; its table loads with these pages only. */
function orgCall<K extends OrgCallName>(name: K, ...[request]: CallArgs<K>): Promise<ResponseFor<K>> {
  return callAt<K>(ORG_RESIDENT_CALLS[name] as Call, request);
}

/** One page of "Applications you submitted" (titles in the reader's language, so the key has it). */
export function useOrganisationApplications(pageNumber: number, pageSize: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['user', 'organisation_applications', pageNumber, pageSize, locale],
    queryFn: () => orgCall('organisationApplications', { query: { pageNumber, pageSize } }),
    retry: false,
  });
}

export function useStartHouseholdApplication() {
  return useMutation({
    mutationFn: (body: StartHouseholdApplication) => orgCall('startHouseholdApplication', { body }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../api/client';
import { useLocale } from '../../i18n/locale';

/**
 * GET nf_citizen_portal_evidence/read_my_info_tab_details, for a linked account only. Codes come
 * described in the reader's language, so the key has it. A 403 (the account stopped being
 * linked) is shown on the page; any other failure goes to the shared error page.
 */
export function useMyInformation(enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['user', 'my_info', locale],
    queryFn: () => call('readMyInfoTabDetails'),
    enabled,
    retry: false,
    throwOnError: (error) => !(error instanceof ApiRequestError && error.status === 403),
  });
}

/** Whether Your information offers to apply for Medicaid for this case (household, and aged, blind or disabled). */
export function useMedicaidOffers(reference: string) {
  const params = { params: { id: reference } };
  const magi = useQuery({
    queryKey: ['user', 'my_info', 'magi', reference],
    queryFn: () => call('getEnableUnifiedMagi', params),
  });
  const abd = useQuery({
    queryKey: ['user', 'my_info', 'abd', reference],
    queryFn: () => call('getEnableAbd', params),
  });
  return { magi: magi.data?.nfEnableUnifiedMagi === true, abd: abd.data?.nfEnableABD === true };
}

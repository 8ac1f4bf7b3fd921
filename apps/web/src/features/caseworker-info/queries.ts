import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../api/client';
import { useLocale } from '../../i18n/locale';

/**
 * GET nf_citizen_account/list_cwinfo, for a linked account only. Programme names come in the
 * reader's language, so the key has it. A 403 (the account stopped being linked) is shown on
 * the page; any other failure goes to the shared error page.
 */
export function useCaseworkerInfo(enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['user', 'list_cwinfo', locale],
    queryFn: () => call('listCwInfo'),
    enabled,
    retry: false,
    throwOnError: (error) => !(error instanceof ApiRequestError && error.status === 403),
  });
}

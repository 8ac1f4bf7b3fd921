import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkerReferralQueueQuery } from '@portal/contracts/referrals-queue';
import { useLocale } from '../i18n/locale';
import { staffCall } from './staff';

export const OFFICE_REFERRALS_KEY = ['worker', 'newborn_referrals'] as const;

/**
 * One page of the office's newborn referrals waiting, oldest first, searched (`query`: as the
 * address says it), with the last decided; the page shown stays while the next one comes. Read by
 * the office's referrals page and, for its count, by the staff home.
 */
export function useOfficeReferrals(query: WorkerReferralQueueQuery = {}, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...OFFICE_REFERRALS_KEY, 'queue', locale, query],
    queryFn: () => staffCall('workerNewbornReferrals', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

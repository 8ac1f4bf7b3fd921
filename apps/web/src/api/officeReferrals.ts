import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff';

export const OFFICE_REFERRALS_KEY = ['worker', 'newborn_referrals'] as const;

/**
 * The office's newborn referrals: those waiting for a decision and those decided in the last 30
 * days. Read by the office's referrals page and, for its count, by the staff home.
 */
export function useOfficeReferrals(enabled = true) {
  return useQuery({ queryKey: OFFICE_REFERRALS_KEY, queryFn: () => staffCall('workerNewbornReferrals'), enabled });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallName } from '@portal/contracts/calls';
import type { RequestFor, ResponseFor } from '@portal/contracts/endpoints';
import type { Call } from '@portal/contracts/http';
import type { AnbReferralSearch, SubmitAnbReferral, WorkerReferralDecision } from '@portal/contracts/newborn';
import { NEWBORN_CALLS, type NewbornCallName } from '@portal/contracts/newborn-api';
import { callAt, type CallArgs } from '../../api/client';
import { OFFICE_REFERRALS_KEY } from '../../api/officeReferrals';
import { staffCall } from '../../api/staff';
import { useLocale } from '../../i18n/locale';

/** One newborn-referral call by name; its table loads with these pages only. */
export function newbornCall<K extends NewbornCallName & CallName>(
  name: K,
  ...[request]: CallArgs<K>
): Promise<ResponseFor<K>> {
  return callAt<K>(NEWBORN_CALLS[name] as Call, request as RequestFor<K> | undefined);
}

const key = ['user', 'newborn_referrals'] as const;

export function useFacilities(enabled = true) {
  return useQuery({ queryKey: [...key, 'facilities'], queryFn: () => newbornCall('listAnbUserFacilities'), enabled });
}

export function useMotivation(enabled = true) {
  return useQuery({ queryKey: [...key, 'motivation'], queryFn: () => newbornCall('motivationDeemedNewBorn'), enabled });
}

export function useReferral(id: string, enabled = true) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => newbornCall('anbReferral', { params: { id } }),
    enabled,
  });
}

/** A page of referrals (archived or not) for a search; the previous page stays on screen while the next loads. */
export function useReferralSearch(archived: boolean, query: AnbReferralSearch | null) {
  return useQuery({
    queryKey: [...key, archived ? 'archived' : 'active', query],
    queryFn: () => newbornCall(archived ? 'searchArchivedAnbReferrals' : 'searchAnbReferrals', { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCheckReferral() {
  return useMutation({
    mutationFn: (body: RequestFor<'checkAnbReferral'>['body']) => newbornCall('checkAnbReferral', { body }),
  });
}

export function useSubmitReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAnbReferral) => newbornCall('submitAnbReferral', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useArchiveReferrals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (referralIds: string[]) => newbornCall('archiveProviderAnbApplications', { body: { referralIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** One referral of the office, checked again against the mother's case. */
export function useOfficeReferral(id: string) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...OFFICE_REFERRALS_KEY, 'one', id, locale],
    queryFn: () => staffCall('workerNewbornReferral', { params: { id } }),
  });
}

/** "Assign to me", "Take over" and "Release" of a referral of the queue or its page. */
export function useReferralAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; newborn: string; action: 'assign' | 'takeOver' | 'release' }) =>
      v.action === 'release'
        ? staffCall('workerReleaseNewbornReferral', { params: { id: v.id } })
        : staffCall('workerAssignNewbornReferral', {
            params: { id: v.id },
            body: { takeOver: v.action === 'takeOver' },
          }),
    // Refused or not, the queue is read again: a refusal means someone else changed it.
    onSettled: () => client.invalidateQueries({ queryKey: OFFICE_REFERRALS_KEY }),
  });
}

/** Decides a referral: the queue and the referral are read again. */
export function useDecideReferral(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkerReferralDecision) => staffCall('workerNewbornReferralDecision', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: OFFICE_REFERRALS_KEY }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { staffCall } from '../../../api/staff';
import { CASE_CHANGES_KEY } from '../../../api/staffQueues';
import { useLocale } from '../../../i18n/locale';

/** One change report or renewal, its changes described in the reader's language. */
export function useCaseChange(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...CASE_CHANGES_KEY, id, locale],
    queryFn: () => staffCall('workerCaseChange', { params: { id } }),
    enabled,
  });
}

/** "Assign to me", "Take over" and "Release" of a report of the queue. */
export function useChangeAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reference: string; action: 'assign' | 'takeOver' | 'release' }) =>
      v.action === 'release'
        ? staffCall('workerReleaseCaseChange', { params: { id: v.id } })
        : staffCall('workerAssignCaseChange', { params: { id: v.id }, body: { takeOver: v.action === 'takeOver' } }),
    // Refused or not, the queue is read again: a refusal means someone else changed it.
    onSettled: () => client.invalidateQueries({ queryKey: CASE_CHANGES_KEY }),
  });
}

/** Accepts a report; the call answers it as it now is, and the queue and the report are read again. */
export function useAcceptChange(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { benefitAmount?: string; note?: string }) =>
      staffCall('workerAcceptCaseChange', {
        params: { id },
        body: { ...(v.benefitAmount ? { benefitAmount: v.benefitAmount } : {}), ...(v.note ? { note: v.note } : {}) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: CASE_CHANGES_KEY }),
  });
}

/** Asks the resident for a document before deciding; the queue and the report are read again. */
export function useRequestChangeInfo(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { itemCode: string; note: string }) =>
      staffCall('workerCaseChangeInfo', { params: { id }, body: v }),
    onSuccess: () => client.invalidateQueries({ queryKey: CASE_CHANGES_KEY }),
  });
}

/** A code table's items in the reader's language (the document kinds a caseworker can ask for). */
export function useCodeTable(tableName: string) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['codetable', tableName, locale],
    queryFn: () => call('codeTable', { params: { tableName } }),
  });
}

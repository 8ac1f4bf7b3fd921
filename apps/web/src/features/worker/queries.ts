import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { staffCall } from '../../api/staff';
import { useLocale } from '../../i18n/locale';

const keys = { all: ['worker', 'applications'] as const };

export function useWorkerMe() {
  return useQuery({ queryKey: ['worker', 'me'], queryFn: () => staffCall('workerMe') });
}

export function useQueue(enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, 'queue', locale],
    queryFn: () => staffCall('workerApplicationQueue'),
    enabled,
  });
}

export function useFormTimings() {
  const { locale } = useLocale();
  return useQuery({ queryKey: ['worker', 'form_timings', locale], queryFn: () => staffCall('workerFormTimings') });
}

export function useWorkerApplication(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, id, locale],
    queryFn: () => staffCall('workerApplication', { params: { id } }),
    enabled,
  });
}

export function useDecide(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      v:
        | {
            programId: string;
            kind: 'decision';
            decision: 'APPROVED' | 'DENIED';
            reason?: string;
            benefitAmount?: string;
          }
        | { programId: string; kind: 'withdrawal'; accept: boolean },
    ) =>
      v.kind === 'decision'
        ? staffCall('workerApplicationDecision', {
            params: { id: appId, programId: v.programId },
            body: {
              decision: v.decision,
              ...(v.reason ? { reason: v.reason } : {}),
              ...(v.benefitAmount ? { benefitAmount: v.benefitAmount } : {}),
            },
          })
        : staffCall('workerWithdrawalDecision', {
            params: { id: appId, programId: v.programId },
            body: { accept: v.accept },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

const accountKeys = ['worker', 'accounts', 'delinked'] as const;

export function useDelinkedAccounts() {
  return useQuery({
    queryKey: accountKeys,
    queryFn: () => staffCall('workerDelinkedAccounts'),
  });
}

export function useRestoreAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => staffCall('workerRestoreLinked', { params: { username } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys }),
  });
}

const paperKey = ['worker', 'paper_copies'] as const;

/** The office's print queue of paper copies (send by mail). */
export function usePaperCopies() {
  return useQuery({ queryKey: paperKey, queryFn: () => staffCall('workerPaperCopies') });
}

/** Marks a paper copy mailed; the queue is read again. */
export function useMarkMailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationId: string) => staffCall('workerPaperCopyMailed', { params: { communicationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: paperKey }),
  });
}

const changeKeys = { all: ['worker', 'case_changes'] as const };

/** Change reports and renewals waiting in the office, oldest first. */
export function useCaseChanges(enabled = true) {
  return useQuery({ queryKey: [...changeKeys.all, 'queue'], queryFn: () => staffCall('workerCaseChanges'), enabled });
}

/** One change report or renewal, its changes described in the reader's language. */
export function useCaseChange(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...changeKeys.all, id, locale],
    queryFn: () => staffCall('workerCaseChange', { params: { id } }),
    enabled,
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
    onSuccess: () => client.invalidateQueries({ queryKey: changeKeys.all }),
  });
}

/** Asks the resident for a document before deciding; the queue and the report are read again. */
export function useRequestChangeInfo(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { itemCode: string; note: string }) =>
      staffCall('workerCaseChangeInfo', { params: { id }, body: v }),
    onSuccess: () => client.invalidateQueries({ queryKey: changeKeys.all }),
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

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useLocale } from '../../i18n/locale';

const keys = { all: ['worker', 'applications'] as const };

export function useWorkerMe() {
  return useQuery({ queryKey: ['worker', 'me'], queryFn: () => call('workerMe') });
}

export function useQueue() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...keys.all, 'queue', locale], queryFn: () => call('workerApplicationQueue') });
}

export function useFormTimings() {
  const { locale } = useLocale();
  return useQuery({ queryKey: ['worker', 'form_timings', locale], queryFn: () => call('workerFormTimings') });
}

export function useWorkerApplication(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, id, locale],
    queryFn: () => call('workerApplication', { params: { id } }),
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
        ? call('workerApplicationDecision', {
            params: { id: appId, programId: v.programId },
            body: {
              decision: v.decision,
              ...(v.reason ? { reason: v.reason } : {}),
              ...(v.benefitAmount ? { benefitAmount: v.benefitAmount } : {}),
            },
          })
        : call('workerWithdrawalDecision', {
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
    queryFn: () => call('workerDelinkedAccounts'),
  });
}

export function useRestoreAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => call('workerRestoreLinked', { params: { username } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys }),
  });
}

const paperKey = ['worker', 'paper_copies'] as const;

/** The office's print queue of paper copies (send by mail). */
export function usePaperCopies() {
  return useQuery({ queryKey: paperKey, queryFn: () => call('workerPaperCopies') });
}

/** Marks a paper copy mailed; the queue is read again. */
export function useMarkMailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationId: string) => call('workerPaperCopyMailed', { params: { communicationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: paperKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff';
import { WORKER_APPLICATIONS_KEY } from '../../../api/staffQueues';
import { useLocale } from '../../../i18n/locale';

export function useFormTimings() {
  const { locale } = useLocale();
  return useQuery({ queryKey: ['worker', 'form_timings', locale], queryFn: () => staffCall('workerFormTimings') });
}

export function useWorkerApplication(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...WORKER_APPLICATIONS_KEY, id, locale],
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
    onSuccess: () => client.invalidateQueries({ queryKey: WORKER_APPLICATIONS_KEY }),
  });
}

/** "Assign to me", "Take over" (from the caseworker who has it) and "Release" of a row of the queue. */
export function useAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reference: string; action: 'assign' | 'takeOver' | 'release' }) =>
      v.action === 'release'
        ? staffCall('workerReleaseApplication', { params: { id: v.id } })
        : staffCall('workerAssignApplication', { params: { id: v.id }, body: { takeOver: v.action === 'takeOver' } }),
    // Refused or not, the queue is read again: a refusal means someone else changed it.
    onSettled: () => client.invalidateQueries({ queryKey: WORKER_APPLICATIONS_KEY }),
  });
}

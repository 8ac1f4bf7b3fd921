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

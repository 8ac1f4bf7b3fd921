import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateMassCommRequest,
  MassCommAudience,
  UpdateMassCommRequest,
  WorkerMassCommunications,
} from '@portal/contracts/mass-communications';
import { staffCall } from '../../../api/staff';

const key = ['worker', 'mass_communications'] as const;

/** Still going out: the list is read again every few seconds, so the counts move on screen. */
const inProgress = (data: WorkerMassCommunications | undefined) =>
  data?.items.some((m) => m.status === 'SENDING' || m.counts.queued > 0 || m.counts.waiting > 0) ?? false;

/** The offices a filter may name, whether alerts may be sent, and the mass communications with their counts. */
export function useMassComms() {
  return useQuery({
    queryKey: key,
    queryFn: () => staffCall('workerMassCommunications'),
    refetchInterval: (q) => (inProgress(q.state.data) ? 3000 : false),
  });
}

/** view_pref_method: who the filter finds, and how each prefers to be reached. */
export function usePreview() {
  return useMutation({ mutationFn: (body: MassCommAudience) => staffCall('massCommPreview', { body }) });
}

function useListMutation<B>(fn: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useCreateMassComm = () =>
  useListMutation((body: CreateMassCommRequest) => staffCall('createMassComm', { body }));
export const useUpdateMassComm = () =>
  useListMutation((body: UpdateMassCommRequest) => staffCall('updateMassCommunication', { body }));
export const useCancelMassComm = () =>
  useListMutation((massCommunicationId: string) =>
    staffCall('cancelMassCommunication', { body: { massCommunicationId } }),
  );

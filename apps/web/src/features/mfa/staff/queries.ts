import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff';

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

/** An administrator removes a staff member's or provider's passkeys (ADR 0132). */
export function useResetPasskeys() {
  return useMutation({
    mutationFn: (username: string) => staffCall('workerResetPasskeys', { params: { username } }),
  });
}

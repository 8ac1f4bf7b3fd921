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

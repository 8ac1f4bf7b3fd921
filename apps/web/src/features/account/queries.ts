import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdateRequest } from '@portal/contracts';
import { call } from '../../api/client';

const profileKey = ['user', 'profile_info'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => call('profileInfo') });
}

/** A change of the account's contact methods: the profile is read again after it. */
function useProfileMutation<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: profileKey }) });
}

export function useUpdateContact(slot: 'PRIMARY' | 'SECONDARY') {
  return useProfileMutation((body: ContactUpdateRequest) =>
    call(slot === 'PRIMARY' ? 'updatePriContact' : 'updateSecContact', { body }),
  );
}

export function useConfirmContact() {
  return useProfileMutation((body: { confirmationCode: string }) => call('updateConfirmationNumber', { body }));
}

export function useResendContactCode() {
  return useProfileMutation(() => call('resendCodeUpdateContact'));
}

export function useRevokeAll() {
  return useProfileMutation(() => call('revokeAllDevices'));
}

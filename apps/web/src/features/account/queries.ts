import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '@portal/contracts/account-api';
import type { ContactUpdateRequest, ProfileInfo } from '@portal/contracts';
import { api } from '../../api/client';

const profileKey = ['user', 'profile_info'] as const;
interface ContactResult {
  isSuccess: boolean;
  contactInformation: string;
}

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => api.get<ProfileInfo>(ACCOUNT_API.profileInfo) });
}

function useProfileMutation<B>(fn: (body: B) => Promise<ContactResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: profileKey }) });
}

export function useUpdateContact(slot: 'PRIMARY' | 'SECONDARY') {
  return useProfileMutation((body: ContactUpdateRequest) =>
    api.post<ContactResult>(slot === 'PRIMARY' ? ACCOUNT_API.updatePrimaryContact : ACCOUNT_API.updateSecondaryContact, body),
  );
}

export function useConfirmContact() {
  return useProfileMutation((body: { confirmationCode: string }) => api.post<ContactResult>(ACCOUNT_API.confirmContactCode, body));
}

export function useResendContactCode() {
  return useProfileMutation(() => api.post<ContactResult>(ACCOUNT_API.resendContactCode));
}

export function useRevokeAll() {
  return useProfileMutation(() => api.post<ContactResult>(ACCOUNT_API.revokeAllDevices));
}

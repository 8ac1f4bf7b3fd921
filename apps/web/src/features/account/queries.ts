import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactUpdateRequest, PasskeyRegisterRequest } from '@portal/contracts';
import { call } from '../../api/client';
import { createPasskey } from '../../components/passkeys';

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

/** The account's passkeys (ADR 0131): listed, added, renamed and removed in Account Settings. */
const passkeysKey = ['user', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: () => call('passkeyList') });
}

function usePasskeyMutation<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: passkeysKey }) });
}

/** Adds a passkey: the server's challenge, the device's answer (the library loads now), the server's check. */
export function useAddPasskey() {
  return usePasskeyMutation(async (name: string) => {
    const { options } = await call('passkeyRegistrationOptions');
    const response = await createPasskey(options);
    return call('passkeyRegister', { body: { name, response: response as PasskeyRegisterRequest['response'] } });
  });
}

export function useRenamePasskey() {
  return usePasskeyMutation((body: { passkeyId: string; name: string }) =>
    call('passkeyRename', { params: { passkeyId: body.passkeyId }, body: { name: body.name } }),
  );
}

export function useRemovePasskey() {
  return usePasskeyMutation((passkeyId: string) => call('passkeyRemove', { params: { passkeyId } }));
}

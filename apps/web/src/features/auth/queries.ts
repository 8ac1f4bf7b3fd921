import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaOutcome, PasskeySignInRequest, SignUpRequest } from '@portal/contracts';
import type { RequestFor } from '@portal/contracts/endpoints';
import { call } from '../../api/client';
import { sessionKeys } from '../../app/session';
import { getPasskey } from '../../components/passkeys';

export type { MfaOutcome };

export function useMfaQuestions(uuid: string) {
  return useQuery({
    queryKey: ['mfa', 'questions', uuid],
    queryFn: () => call('mfaQuestions', { body: { uuid } }),
    retry: false,
  });
}

/** Sends the code to the contact method the person chose (its slot as the server named it). */
export function useSendCode(resend = false) {
  return useMutation({
    mutationFn: (body: { uuid: string; nfValue: string }) =>
      call(resend ? 'mfaResendCode' : 'mfaSendCode', {
        body: { uuid: body.uuid, nfValue: body.nfValue === 'SECONDARY' ? 'SECONDARY' : 'PRIMARY' },
      }),
  });
}

/** Clears what the previous (anonymous or pending) session had cached and reads the account again. */
function useRefreshSession() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ queryKey: ['user'] });
    await client.invalidateQueries({ queryKey: sessionKeys.account });
  };
}

export function useConfirmCode() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: { uuid: string; confirmationCode: string }) => call('mfaConfirmCode', { body }),
    onSuccess: async (result) => {
      if (result.outcome === 'SUCCESS') await refresh();
    },
  });
}

/** No contact method can be used: go on as a standard account for this session only. */
export function useContinueWithoutCode() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: { uuid: string }) => call('mfaNoAccess', { body }),
    onSuccess: refresh,
  });
}

export function useRememberDevice() {
  return useMutation({
    mutationFn: (body: { uuid: string; remember: boolean }) => call('mfaRememberDevice', { body }),
  });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpRequest) => call('signUp', { body }),
    onSuccess: (result) => {
      client.removeQueries({ queryKey: ['user'] });
      client.setQueryData(sessionKeys.account, result.userAccount);
    },
  });
}

/**
 * Account recovery (ADR 0112), on the endpoint table. Kept with the other sign-in calls: the pages
 * that use them share one chunk of the query library with the rest of sign-in.
 */
export const useRecoverUsername = () =>
  useMutation({ mutationFn: (body: RequestFor<'recoverUsername'>['body']) => call('recoverUsername', { body }) });

export const useStartPasswordRecovery = () =>
  useMutation({
    mutationFn: (body: RequestFor<'recoverPasswordStart'>['body']) => call('recoverPasswordStart', { body }),
  });

export const useCheckRecoveryCode = () =>
  useMutation({
    mutationFn: (body: RequestFor<'recoverPasswordCode'>['body']) => call('recoverPasswordCode', { body }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: RequestFor<'recoverPasswordReset'>['body']) => call('recoverPasswordReset', { body }),
  });

/**
 * Signs in with a passkey (ADR 0131): the server's challenge (bound to this browser's session, and
 * to the username if one was typed), the device's answer, the server's check. The signed-in
 * account replaces whatever the anonymous session had cached, as after a password sign-in.
 */
export function usePasskeySignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (username: string) => {
      const { options } = await call('passkeySignInOptions', { body: username ? { username } : {} });
      const response = await getPasskey(options);
      return call('passkeySignIn', { body: { response: response as PasskeySignInRequest['response'] } });
    },
    onSuccess: (result) => {
      client.removeQueries({ queryKey: ['user'] });
      client.setQueryData(sessionKeys.account, result.userAccount);
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaOutcome, SignUpRequest } from '@portal/contracts';
import { call } from '../../api/client';
import { sessionKeys } from '../../app/session';

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

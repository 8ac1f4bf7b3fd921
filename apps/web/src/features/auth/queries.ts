import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '@portal/contracts/account-api';
import type { LoginResult, SignUpRequest } from '@portal/contracts';
import type { RequestFor } from '@portal/contracts/endpoints';
import { API } from '@portal/contracts/api';
import { api, call } from '../../api/client';
import { sessionKeys } from '../../app/session';

interface MfaQuestions {
  questions: { nfValue: 'PRIMARY' | 'SECONDARY'; nfMessage: string; method: 'EMAIL' | 'PHONE' }[];
}
interface MfaSendResult {
  nfIsSentInd: boolean;
  nfValue: string;
  nfMessage: string;
}
export type MfaOutcome = 'SUCCESS' | 'INCORRECT' | 'LOCKED' | 'NEWBORN_LOCKED' | 'DELINKED' | 'EXPIRED';

export function useMfaQuestions(uuid: string) {
  return useQuery({
    queryKey: ['mfa', 'questions', uuid],
    queryFn: () => api.post<MfaQuestions>(ACCOUNT_API.mfaQuestions, { uuid }),
    retry: false,
  });
}

export function useSendCode(resend = false) {
  return useMutation({
    mutationFn: (body: { uuid: string; nfValue: string }) =>
      api.post<MfaSendResult>(resend ? ACCOUNT_API.mfaResendCode : ACCOUNT_API.mfaSendCode, body),
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
    mutationFn: (body: { uuid: string; confirmationCode: string }) =>
      api.post<{ outcome: MfaOutcome; triesLeft: number }>(ACCOUNT_API.mfaConfirmCode, body),
    onSuccess: async (result) => {
      if (result.outcome === 'SUCCESS') await refresh();
    },
  });
}

/** No contact method can be used: go on as a standard account for this session only. */
export function useContinueWithoutCode() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (body: { uuid: string }) => api.post<{ isSuccess: boolean }>(ACCOUNT_API.mfaNoAccess, body),
    onSuccess: refresh,
  });
}

export function useRememberDevice() {
  return useMutation({
    mutationFn: (body: { uuid: string; remember: boolean }) =>
      api.post<{ isSuccess: boolean }>(ACCOUNT_API.mfaRememberDevice, body),
  });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpRequest) => api.post<LoginResult>(API.signUp, body),
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

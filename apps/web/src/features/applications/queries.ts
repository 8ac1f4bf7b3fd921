import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequestBody } from '@portal/contracts/applications';
import type { Answers, SignatureInput } from '@portal/forms';
import { call } from '../../api/client';
import { useLocale } from '../../i18n/locale';

export const appKeys = {
  all: ['user', 'applications'] as const,
  form: (id: string) => ['user', 'applications', 'form', id] as const,
};

export function useCategories() {
  const { locale } = useLocale();
  return useQuery({ queryKey: ['applications', 'categories', locale], queryFn: () => call('onlineCategories') });
}

export function useDrafts() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...appKeys.all, 'drafts', locale], queryFn: () => call('draftApplications') });
}

export function useSubmitted() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...appKeys.all, 'submitted', locale], queryFn: () => call('submittedApplications') });
}

export function useFormDetails(id: string, enabled = true) {
  return useQuery({
    queryKey: appKeys.form(id),
    queryFn: () => call('formDetails', { params: { id }, query: {} }),
    staleTime: Infinity,
    enabled,
  });
}

export function useStartApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationTypeId: string) => call('applicationForm', { body: { applicationTypeId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
  });
}

export function useSavePage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { page: string; answers: Answers }) => call('saveFormDetails', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.form(id) }),
  });
}

export function useSaveAndExit() {
  return useMutation({
    mutationFn: (body: { iegExecutionID: string; pageName: string }) => call('storeSaveAndExitPageName', { body }),
  });
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteMotivation', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
  });
}

export function useESignature(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...appKeys.form(id), 'esignature', locale],
    queryFn: () => call('esignature', { params: { id } }),
    enabled,
  });
}

export function useSignAndSubmit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureInput) => call('signAndSubmit', { body: { iegExecutionID: id, ...input } }),
    // The draft is gone once submitted: refresh the lists, not the draft's own queries.
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all, predicate: (q) => q.queryKey[2] !== 'form' }),
  });
}

export function useConfirmation(appId: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...appKeys.all, 'confirmation', appId, locale],
    queryFn: () => call('confirmationDetails', { params: { id: appId } }),
    enabled,
  });
}

export function useWithdrawalReasons(appId: string, programId: string) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...appKeys.all, 'withdrawalReasons', appId, programId, locale],
    queryFn: () => call('withdrawalRequestReasons', { params: { appId, programId } }),
  });
}

export function useWithdraw(appId: string, programId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequestBody) => call('withdrawalRequest', { params: { appId, programId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
  });
}

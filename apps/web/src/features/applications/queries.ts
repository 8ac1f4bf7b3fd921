import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequestBody } from '@portal/contracts/applications';
import type { SignatureInput } from '@portal/forms';
import { call } from '../../api/client';
import { appKeys } from '../../api/drafts';
import { useLocale } from '../../i18n/locale';

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

export function useStartApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationTypeId: string) => call('applicationForm', { body: { applicationTypeId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
  });
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteMotivation', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
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

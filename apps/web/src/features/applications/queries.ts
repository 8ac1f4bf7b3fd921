import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APP_API,
  type ApplicationFormResult,
  type ConfirmationDetails,
  type DraftApplications,
  type ESignatureResponse,
  type FormDetails,
  type OnlineCategories,
  type SavePageResult,
  type SignAndSubmitResult,
  type SubmittedApplications,
  type WithdrawalReasons,
  type WithdrawalRequestBody,
} from '@portal/contracts/applications-api';
import type { Answers, SignatureInput } from '@portal/forms';
import { api } from '../../api/client';
import { useLocale } from '../../i18n/locale';

export const appKeys = {
  all: ['user', 'applications'] as const,
  form: (id: string) => ['user', 'applications', 'form', id] as const,
};

export function useCategories() {
  const { locale } = useLocale();
  return useQuery({ queryKey: ['applications', 'categories', locale], queryFn: () => api.get<OnlineCategories>(APP_API.onlineCategories) });
}

export function useDrafts() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...appKeys.all, 'drafts', locale], queryFn: () => api.get<DraftApplications>(APP_API.draftApplications) });
}

export function useSubmitted() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...appKeys.all, 'submitted', locale], queryFn: () => api.get<SubmittedApplications>(APP_API.submittedApplications) });
}

export function useFormDetails(id: string, enabled = true) {
  return useQuery({ queryKey: appKeys.form(id), queryFn: () => api.get<FormDetails>(APP_API.formDetails(id)), staleTime: Infinity, enabled });
}

export function useStartApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicationTypeId: string) => api.post<ApplicationFormResult>(APP_API.applicationForm, { applicationTypeId }),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
  });
}

export function useSavePage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { page: string; answers: Answers }) => api.put<SavePageResult>(APP_API.formDetails(id), body),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.form(id) }),
  });
}

export function useSaveAndExit() {
  return useMutation({ mutationFn: (body: { iegExecutionID: string; pageName: string }) => api.post(APP_API.storeSaveAndExit, body) });
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => api.delete(APP_API.deleteMotivation(id)), onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }) });
}

export function useESignature(id: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...appKeys.form(id), 'esignature', locale],
    queryFn: () => api.get<ESignatureResponse & { agreements: { id: string; text: string }[] }>(APP_API.esignature(id)),
    enabled,
  });
}

export function useSignAndSubmit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignatureInput) => api.post<SignAndSubmitResult>(APP_API.signAndSubmit, { iegExecutionID: id, ...input }),
    // The draft is gone once submitted: refresh the lists, not the draft's own queries.
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all, predicate: (q) => q.queryKey[2] !== 'form' }),
  });
}

export function useConfirmation(appId: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...appKeys.all, 'confirmation', appId, locale], queryFn: () => api.get<ConfirmationDetails>(APP_API.confirmationDetails(appId)), enabled });
}

export function useWithdrawalReasons(appId: string, programId: string) {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...appKeys.all, 'withdrawalReasons', appId, programId, locale], queryFn: () => api.get<WithdrawalReasons>(APP_API.withdrawalReasons(appId, programId)) });
}

export function useWithdraw(appId: string, programId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalRequestBody) => api.post(APP_API.withdrawalRequest(appId, programId), body),
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all }),
  });
}

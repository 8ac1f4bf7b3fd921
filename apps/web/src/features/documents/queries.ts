import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocUploadInfoMessages,
  ExistingApplicationsAndCases,
  OutstandingVerifications,
  RejectedDocuments,
  StandaloneDocuments,
  SubmitResult,
  UploadedDocuments,
} from '@portal/contracts';
import { DOC_API } from '@portal/contracts/documents-api';
import { api } from '../../api/client';
import { useLocale } from '../../i18n/locale';

/** Descriptions come in the reader's language, so each key carries it. */
export const docKeys = {
  all: ['documents'] as const,
  linked: ['documents', 'linked'] as const,
  messages: (locale: string) => ['documents', 'messages', locale] as const,
  outstanding: (locale: string) => ['documents', 'outstanding', locale] as const,
  rejected: (locale: string) => ['documents', 'rejected', locale] as const,
  forItem: (id: string, locale: string) => ['documents', 'item', id, locale] as const,
  standalone: (kind: 'standalone' | 'energy', locale: string) => ['documents', kind, locale] as const,
  cases: (locale: string) => ['documents', 'cases', locale] as const,
};

export function useIsUserLinked() {
  return useQuery({ queryKey: docKeys.linked, queryFn: () => api.get<{ nfLinkedInd: boolean }>(DOC_API.isUserLinked), throwOnError: true });
}

export function useInfoMessages() {
  const { locale } = useLocale();
  return useQuery({ queryKey: docKeys.messages(locale), queryFn: () => api.get<DocUploadInfoMessages>(DOC_API.infoMessages) });
}

export function useOutstanding(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ queryKey: docKeys.outstanding(locale), queryFn: () => api.get<OutstandingVerifications>(DOC_API.outstanding), enabled, throwOnError: true });
}

export function useRejected(enabled = true) {
  const { locale } = useLocale();
  return useQuery({ queryKey: docKeys.rejected(locale), queryFn: () => api.get<RejectedDocuments>(DOC_API.rejected), enabled, throwOnError: true });
}

export function useUploadedForItem(vdiedLinkId: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({ queryKey: docKeys.forItem(vdiedLinkId, locale), queryFn: () => api.get<UploadedDocuments>(DOC_API.uploadedForItem(vdiedLinkId)), enabled, throwOnError: true });
}

export function useOtherDocuments(kind: 'standalone' | 'energy') {
  const { locale } = useLocale();
  return useQuery({
    queryKey: docKeys.standalone(kind, locale),
    queryFn: () => api.get<StandaloneDocuments>(kind === 'energy' ? DOC_API.uploadedEnergy : DOC_API.uploadedStandalone),
    throwOnError: true,
  });
}

export function useExistingCases() {
  const { locale } = useLocale();
  return useQuery({ queryKey: docKeys.cases(locale), queryFn: () => api.get<ExistingApplicationsAndCases>(DOC_API.existingCases), throwOnError: true });
}

/** After any change every document list may differ: they are all read again. */
function useRefreshDocuments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: docKeys.all });
}

export function useDeleteDocuments(kind: 'verification' | 'standalone') {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (ids: string[]) =>
      kind === 'verification'
        ? api.post(DOC_API.deleteVerification, { verification_item_provided_id: ids })
        : api.post(DOC_API.deleteStandalone, { nfDULStandaloneAttachmentID: ids }),
    onSuccess: refresh,
  });
}

export function useSubmitDocuments(kind: 'verification' | 'standalone') {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: () => api.post<SubmitResult>(kind === 'verification' ? DOC_API.submitVerification : DOC_API.submitStandalone),
    onSuccess: refresh,
  });
}

export { useRefreshDocuments };

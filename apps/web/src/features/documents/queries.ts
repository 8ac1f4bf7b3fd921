import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { forgetWhatChanged } from '../../app/query';
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
  return useQuery({ queryKey: docKeys.linked, queryFn: () => call('isUserLinked'), throwOnError: true });
}

export function useInfoMessages() {
  const { locale } = useLocale();
  return useQuery({ queryKey: docKeys.messages(locale), queryFn: () => call('docUploadInfoMsgs') });
}

export function useOutstanding(enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: docKeys.outstanding(locale),
    queryFn: () => call('outstandingVerifications'),
    enabled,
    throwOnError: true,
  });
}

export function useRejected(enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: docKeys.rejected(locale),
    queryFn: () => call('rejectedDocuments'),
    enabled,
    throwOnError: true,
  });
}

export function useUploadedForItem(vdiedLinkId: string, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: docKeys.forItem(vdiedLinkId, locale),
    queryFn: () => call('uploadedVerificationDocuments', { params: { vdiedLinkId } }),
    enabled,
    throwOnError: true,
  });
}

export function useOtherDocuments(kind: 'standalone' | 'energy') {
  const { locale } = useLocale();
  return useQuery({
    queryKey: docKeys.standalone(kind, locale),
    queryFn: () => call(kind === 'energy' ? 'uploadedEnergyDocuments' : 'uploadedStandaloneDocuments'),
    throwOnError: true,
  });
}

export function useExistingCases() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: docKeys.cases(locale),
    queryFn: () => call('listNfExistingApplicationAndCases'),
    throwOnError: true,
  });
}

/** After any change every document list may differ: they are all read again (uploads are not mutations). */
function useRefreshDocuments() {
  const client = useQueryClient();
  return () => {
    forgetWhatChanged(client);
    return client.invalidateQueries({ queryKey: docKeys.all });
  };
}

export function useDeleteDocuments(kind: 'verification' | 'standalone') {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      if (kind === 'verification')
        await call('deleteUploadedVerificationDocuments', { body: { verification_item_provided_id: ids } });
      else await call('deleteUploadedStandaloneDocuments', { body: { nfDULStandaloneAttachmentID: ids } });
    },
    onSuccess: refresh,
  });
}

export function useSubmitDocuments(kind: 'verification' | 'standalone') {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: () =>
      call(kind === 'verification' ? 'submitVerificationDocuments' : 'submitNonLinkedStandaloneDocuments'),
    onSuccess: refresh,
  });
}

export { useRefreshDocuments };

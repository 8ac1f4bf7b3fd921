import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers } from '@portal/forms';
import { useLocale } from '../i18n/locale';
import { call } from './client';

/**
 * A signed-in person's draft of a guided form (an application, a change report, a renewal, an
 * appeal request) as the form player reads, saves and signs it. Every draft is cached under the
 * applications' keys, so each feature that starts or sends one reads its own lists again.
 */
export const appKeys = {
  all: ['user', 'applications'] as const,
  form: (id: string) => ['user', 'applications', 'form', id] as const,
};

export function useFormDetails(id: string, enabled = true) {
  return useQuery({
    queryKey: appKeys.form(id),
    queryFn: () => call('formDetails', { params: { id }, query: {} }),
    staleTime: Infinity,
    enabled,
  });
}

export function useSavePage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { page: string; answers: Answers }) => call('saveFormDetails', { params: { id }, body }),
    // Sent even when the browser says it is offline: the failure is what lets the form player
    // keep the page's answers and say so (useKeptSave), instead of a save paused in silence.
    networkMode: 'always',
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.form(id) }),
  });
}

export function useSaveAndExit() {
  return useMutation({
    mutationFn: (body: { iegExecutionID: string; pageName: string }) => call('storeSaveAndExitPageName', { body }),
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

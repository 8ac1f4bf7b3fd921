import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppealTrack } from '@portal/contracts/appeals';
import type { SignatureInput } from '@portal/forms';
import { call } from '../../api/client';
import { useLocale } from '../../i18n/locale';
import { appKeys } from '../../api/drafts';

/** Appeals: the calls of APPEAL_RESIDENT_CALLS, cached under the applications' keys (a draft is a form). */
const keys = { all: [...appKeys.all, 'appeals'] as const };

/** Everything of appeals is read again after a change (the form's own cache stays). */
function useForget() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: appKeys.all, predicate: (q) => q.queryKey[2] !== 'form' });
}

export function useAppeals(track: AppealTrack) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, 'list', track, locale],
    queryFn: () => call(track === 'MA' ? 'appeals' : 'nfAppeals'),
  });
}

export function useAppealDecisions(track: AppealTrack) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, 'decisions', track, locale],
    queryFn: () => call('appealDecisions', { query: { track } }),
  });
}

export function useStartAppeal(track: AppealTrack) {
  const forget = useForget();
  return useMutation({
    mutationFn: (decisionId: string) => call('startAppeal', { body: { track, decisionId } }),
    onSuccess: forget,
  });
}

export function useSubmitAppeal(formId: string) {
  const forget = useForget();
  return useMutation({
    mutationFn: (input: SignatureInput) => call('submitAppeal', { body: { iegExecutionID: formId, ...input } }),
    onSuccess: forget,
  });
}

export function useWithdrawAppeal() {
  const forget = useForget();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call('withdrawAppeal', { params: { id }, body: reason.trim() ? { reason } : {} }),
    onSuccess: forget,
  });
}

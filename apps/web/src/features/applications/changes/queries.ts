import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CocTypeCode, LifeEventType, UnsupportedScenarioCode } from '@portal/contracts/changes';
import type { SignatureInput } from '@portal/forms';
import { call } from '../../../api/client';
import { useLocale } from '../../../i18n/locale';
import { appKeys } from '../../../api/drafts';
import type { Kind } from './paths';

/** Reporting a change and renewing: the calls of CHANGE_RESIDENT_CALLS, cached under the applications' keys. */
const keys = {
  all: [...appKeys.all, 'changes'] as const,
  config: (code: CocTypeCode) => [...appKeys.all, 'changes', 'config', code] as const,
};

const CONFIG_CALLS = {
  SNAP_COC: 'applyForSnapCoc',
  FNS_COC: 'applyForFnsCoc',
  SNAP_RECERT: 'applyForSnapRecert',
  FNS_RECERT: 'applyForFnsRecert',
} as const;

/** Whether a report or renewal can start, the case, the due date, a draft to resume. */
export function useChangeConfig(code: CocTypeCode) {
  return useQuery({ queryKey: keys.config(code), queryFn: () => call(CONFIG_CALLS[code]) });
}

export function useUnsupportedMessage(code: UnsupportedScenarioCode | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, 'unsupported', code, locale],
    queryFn: () => call('unsupportedMessage', { query: { code: code! } }),
    enabled: code !== null,
  });
}

export function useStartChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { cocTypeCode: CocTypeCode; caseID: string }) => call('startCocScript', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Finish (every page checked by the server), then sign and submit. */
export function useSubmitChange(kind: Kind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignatureInput) => {
      const body = { iegExecutionID: id };
      if (kind === 'COC') await call('finishCoc', { body });
      else await call('finishCocRecert', { body });
      const signed = { body: { ...body, ...input } };
      return kind === 'COC' ? call('signAndSubmitCoc', signed) : call('signandsubmitCocRecert', signed);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: appKeys.all, predicate: (q) => q.queryKey[2] !== 'form' }),
  });
}

export function useChangeConfirmation(kind: Kind, id: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, 'confirmation', id, locale],
    queryFn: () =>
      kind === 'COC'
        ? call('cocConfirmationDetails', { params: { id } })
        : call('cocRecertConfirmationDetails', { params: { id } }),
    enabled,
  });
}

export function useSubmittedChanges() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...keys.all, 'submitted', locale], queryFn: () => call('listSubmittedRenewals') });
}

export function useChangesInProgress() {
  return useQuery({ queryKey: [...keys.all, 'inProgress'], queryFn: () => call('listExistingCocApp') });
}

export function useBenefitRange() {
  return useQuery({ queryKey: [...keys.all, 'range'], queryFn: () => call('snapBenefitAmount') });
}

export function useLifeEventOptions() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...keys.all, 'life', locale], queryFn: () => call('applyForLifeEventCoc') });
}

export function useRepresentativeOption() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...keys.all, 'ar', locale], queryFn: () => call('applyForAr') });
}

export function useStartLifeEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lifeEventContextId: LifeEventType) => call('lifeEventsForm', { body: { lifeEventContextId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSubmittedLifeEvents() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...keys.all, 'lifeHistory', locale], queryFn: () => call('listSubmittedLifeevents') });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestFor } from '@portal/contracts/endpoints';
import { staffCall } from '../../../api/staff';
import { useLocale } from '../../../i18n/locale';

/** The hearing office's calls (APPEAL_STAFF_CALLS). */
const keys = { all: ['worker', 'appeals'] as const, holidays: ['worker', 'holidays'] as const };

export function useAppealQueue() {
  const { locale } = useLocale();
  return useQuery({ queryKey: [...keys.all, 'queue', locale], queryFn: () => staffCall('workerAppeals') });
}

export function useAppeal(id: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...keys.all, id, locale],
    queryFn: () => staffCall('workerAppeal', { params: { id } }),
    enabled,
  });
}

export function useScheduleHearing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestFor<'workerScheduleHearing'>['body']) =>
      staffCall('workerScheduleHearing', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDecideAppeal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestFor<'workerDecideAppeal'>['body']) =>
      staffCall('workerDecideAppeal', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useHolidays() {
  return useQuery({ queryKey: keys.holidays, queryFn: () => staffCall('workerHolidays') });
}

export function useAddHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; name: string }) => staffCall('workerAddHoliday', { body }),
    onSuccess: (data) => client.setQueryData(keys.holidays, data),
  });
}

export function useCorrectHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ day, ...body }: { day: string; date: string; name: string }) =>
      staffCall('workerCorrectHoliday', { params: { date: day }, body }),
    onSuccess: (data) => client.setQueryData(keys.holidays, data),
  });
}

export function useRemoveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => staffCall('workerRemoveHoliday', { params: { date: day } }),
    onSuccess: (data) => client.setQueryData(keys.holidays, data),
  });
}

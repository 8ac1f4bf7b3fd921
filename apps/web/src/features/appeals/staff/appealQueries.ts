import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestFor } from '@portal/contracts/endpoints';
import { staffCall } from '../../../api/staff';
import { WORKER_APPEALS_KEY } from '../../../api/staffQueues';
import { useLocale } from '../../../i18n/locale';

/** The hearing office's calls (APPEAL_STAFF_CALLS). */
const keys = { all: WORKER_APPEALS_KEY, holidays: ['worker', 'holidays'] as const };

/** "Assign to me", "Take over" and "Release" of a request of the queue. */
export function useAppealAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reference: string; action: 'assign' | 'takeOver' | 'release' }) =>
      v.action === 'release'
        ? staffCall('workerReleaseAppeal', { params: { id: v.id } })
        : staffCall('workerAssignAppeal', { params: { id: v.id }, body: { takeOver: v.action === 'takeOver' } }),
    // Refused or not, the queue is read again: a refusal means someone else changed it.
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
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

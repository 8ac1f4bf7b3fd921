import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff';

/** The office's food renewals due this month and the reminders about them. */
export function useReminderReport() {
  return useQuery({ queryKey: ['worker', 'reminders', 'report'], queryFn: () => staffCall('workerReminderReport') });
}

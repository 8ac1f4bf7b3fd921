import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff';

export const OFFICE_MESSAGES_KEY = ['worker', 'secure_messages'] as const;

/**
 * The office's cases a message can go to, its messages and replies, and how many replies are new
 * to the office. Read by the office's messages page and, for that count, by the staff home.
 */
export function useOfficeMessages(enabled = true) {
  return useQuery({ queryKey: OFFICE_MESSAGES_KEY, queryFn: () => staffCall('workerSecureMessages'), enabled });
}

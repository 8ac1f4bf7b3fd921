import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkerQueueQuery } from '@portal/contracts/applications';
import type { WorkerAppealQueueQuery } from '@portal/contracts/appeals-queue';
import type { WorkerChangeQueueQuery } from '@portal/contracts/changes-queue';
import type { WorkerMessageQueueQuery } from '@portal/contracts/messages-queue';
import { useLocale } from '../i18n/locale';
import { staffCall } from './staff';

/**
 * The staff queues the staff home counts, read there and by each queue's own page
 * (features/applications/staff, features/changes/staff, features/appeals/staff,
 * features/messaging/staff). Their keys are
 * here too, so the pages that decide read the queue again.
 */
export const WORKER_APPLICATIONS_KEY = ['worker', 'applications'] as const;
export const CASE_CHANGES_KEY = ['worker', 'case_changes'] as const;
export const WORKER_APPEALS_KEY = ['worker', 'appeals'] as const;
export const WORKER_MESSAGES_KEY = ['worker', 'secure_messages'] as const;

/**
 * One page of the applications waiting for a decision, oldest first, searched and filtered
 * (`query`: as the address says it); the page shown stays while the next one comes.
 */
export function useQueue(query: WorkerQueueQuery = {}, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...WORKER_APPLICATIONS_KEY, 'queue', locale, query],
    queryFn: () => staffCall('workerApplicationQueue', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One page of the change reports and renewals waiting in the office, oldest first, searched and
 * filtered (`query`: as the address says it); the page shown stays while the next one comes.
 */
export function useCaseChanges(query: WorkerChangeQueueQuery = {}, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...CASE_CHANGES_KEY, 'queue', locale, query],
    queryFn: () => staffCall('workerCaseChanges', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One page of the appeal requests waiting for the hearing office, oldest first, searched and
 * filtered (`query`: as the address says it); the page shown stays while the next one comes.
 */
export function useAppealQueue(query: WorkerAppealQueueQuery = {}, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...WORKER_APPEALS_KEY, 'queue', locale, query],
    queryFn: () => staffCall('workerAppeals', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One page of the residents' secure messages waiting for an answer in the office, oldest first,
 * searched and filtered (`query`: as the address says it); the page shown stays while the next one
 * comes. The staff home counts the new ones (`read: 'unread'`).
 */
export function useMessageQueue(query: WorkerMessageQueueQuery = {}, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...WORKER_MESSAGES_KEY, 'queue', locale, query],
    queryFn: () => staffCall('workerSecureMessages', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

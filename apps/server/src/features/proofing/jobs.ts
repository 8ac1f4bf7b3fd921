import type { ScheduledJob } from '../../platform/jobs';
import { purgeOldInquiries } from './service';

/** The soft-inquiry log is kept for its retention period, then purged (checked daily). */
export const jobs: ScheduledJob[] = [
  { name: 'purge-old-inquiries', every: { days: 1 }, run: (db) => purgeOldInquiries(db) },
];

import type { ScheduledJob } from '../../platform/jobs';
import { purgeOldRecoveries } from './service';

export const jobs: ScheduledJob[] = [
  { name: 'purge-old-recoveries', every: { hours: 1 }, run: (db) => purgeOldRecoveries(db) },
];

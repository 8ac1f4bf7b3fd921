import type { ScheduledJob } from '../../platform/jobs';
import { purgeSignInLeftovers } from './service';

export const jobs: ScheduledJob[] = [
  { name: 'purge-sign-in-leftovers', every: { hours: 1 }, run: (db) => purgeSignInLeftovers(db) },
];

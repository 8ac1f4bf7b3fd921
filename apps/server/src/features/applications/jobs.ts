import type { ScheduledJob } from '../../platform/jobs';
import { purgeDraftsJob } from './service';

export const jobs: ScheduledJob[] = [purgeDraftsJob];

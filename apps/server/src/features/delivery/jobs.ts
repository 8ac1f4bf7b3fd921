import type { ScheduledJob } from '../../platform/jobs';
import { runFallbacks } from './fallback';

/** Failed reminders go by the next channel within five minutes of their receipt (ADR 0912). */
export const jobs: ScheduledJob[] = [
  { name: 'reminder-fallback', every: { minutes: 5 }, run: (db, ctx) => runFallbacks({ db, config: ctx.config }) },
];

import type { ScheduledJob } from '../../platform/jobs';
import { runReminders } from './run';

/** Reminders are looked at every five minutes, so each goes within five minutes of its time. */
export const jobs: ScheduledJob[] = [
  { name: 'reminders', every: { minutes: 5 }, run: (db, ctx) => runReminders({ db, config: ctx.config }) },
];

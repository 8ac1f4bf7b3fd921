import type { DashboardTask } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { holidaysOf } from '../appeals/decisions';
import { reminderTitle, TASK_PATHS } from './deliver';
import { dueMoment, planReminders } from './schedule';
import { pendingTasks } from './run';

/**
 * The dashboard's dated tasks: every pending task whose reminders have begun (its first step's
 * time has come) and whose due moment has not passed, soonest first, named as its reminders name
 * it ("Renew your food benefits by December 15, 2026") with the screen that does it.
 */
export async function dashboardTasks(
  db: Db,
  userId: string,
  locale: string,
  timeZone: string,
): Promise<DashboardTask[]> {
  const now = clock.now();
  const pending = await pendingTasks(db, now, timeZone, userId);
  if (pending.length === 0) return [];
  const holidays = await holidaysOf(db);
  return pending
    .flatMap((p) => {
      const plan = planReminders(p.subject, timeZone, holidays);
      const first = plan[0];
      if (!first || first.at > now || now >= dueMoment(first.dueDay, timeZone)) return [];
      return [
        {
          task: first.task,
          title: reminderTitle(first.task, first.dueDay, locale),
          dueDate: first.dueDay,
          path: TASK_PATHS[first.task],
        },
      ];
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

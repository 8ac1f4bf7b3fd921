import type { DashboardTask } from '@portal/contracts';
import { Link } from '../../router';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'dashboard.tasks': { en: 'Things to do', es: 'Cosas por hacer' },
});

/** Dated tasks the person is reminded of ("Renew your food benefits by December 15, 2026"), each a link to its screen. */
export function DashboardTasks({ tasks }: { tasks: DashboardTask[] }) {
  const t = useT(messages);
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-tasks">
      <h2 id="dashboard-tasks">{t('dashboard.tasks')}</h2>
      <ul className="usa-list">
        {tasks.map((task) => (
          <li key={`${task.task}-${task.dueDate}`}>
            <Link to={task.path}>{task.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

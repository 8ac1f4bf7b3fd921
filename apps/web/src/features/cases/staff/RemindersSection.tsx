import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { ReminderFigures } from '../../../components/staff/ReminderFigures';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';

const messages = defineMessages({
  'caseReminders.title': { en: 'Reminders', es: 'Recordatorios' },
  'caseReminders.renewal': {
    en: 'Food renewal due {date}: {n, plural, one {# day} other {# days}} left.',
    es: 'La renovación de alimentos vence el {date}: {n, plural, one {queda # día} other {quedan # días}}.',
  },
  'caseReminders.renewalPast': {
    en: 'Food renewal was due {date}.',
    es: 'La renovación de alimentos vencía el {date}.',
  },
  'caseReminders.renewed': { en: 'The renewal was sent.', es: 'La renovación fue enviada.' },
  'caseReminders.none': {
    en: 'No reminder was sent about this case.',
    es: 'No se envió ningún recordatorio sobre este caso.',
  },
});

/** One case's renewal and the reminders sent about it, with their receipts (ADR 0912). */
export function RemindersSection({ caseId }: { caseId: string }) {
  const t = useT(messages);
  const dates = useDates();
  const found = useQuery({
    queryKey: ['worker', 'case', caseId, 'reminders'],
    queryFn: () => staffCall('workerCaseReminders', { params: { caseId } }),
  });
  return (
    <section aria-labelledby="reminders-heading" className="margin-top-4">
      <h2 id="reminders-heading">{t('caseReminders.title')}</h2>
      {found.isPending ? (
        <Loading />
      ) : found.isError ? (
        <CallError error={found.error} onRetry={() => void found.refetch()} />
      ) : (
        <>
          {found.data.renewalDueOn && found.data.daysLeft !== null && (
            <p>
              {found.data.daysLeft >= 0
                ? t('caseReminders.renewal', { date: dates.day(found.data.renewalDueOn), n: found.data.daysLeft })
                : t('caseReminders.renewalPast', { date: dates.day(found.data.renewalDueOn) })}{' '}
              {found.data.renewed ? t('caseReminders.renewed') : ''}
            </p>
          )}
          {found.data.reminders.length === 0 ? (
            <p>{t('caseReminders.none')}</p>
          ) : (
            <ReminderFigures rows={found.data.channels} />
          )}
        </>
      )}
    </section>
  );
}

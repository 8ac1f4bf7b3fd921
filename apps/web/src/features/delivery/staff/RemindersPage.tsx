import { Link } from '../../../router';
import { workerCasePath } from '../../../app/staffPaths';
import { ReminderFigures } from '../../../components/staff/ReminderFigures';
import { QueueTable, StaffQueuePage } from '../../../components/staff/QueueTable';
import { useDates } from '../../../i18n/dates';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useReminderReport } from './queries';

const messages = defineMessages({
  'remindersReport.title': { en: 'Renewal reminders this month', es: 'Recordatorios de renovación de este mes' },
  'remindersReport.intro': {
    en: 'Food benefit renewals of your office due this month, the reminders sent about them and whether they arrived. A reminder that failed goes by the next channel (text, e-mail, then a paper letter in the print queue) before its date.',
    es: 'Renovaciones de beneficios de alimentos de su oficina que vencen este mes, los recordatorios enviados y si llegaron. Un recordatorio que falló se envía por el siguiente medio (texto, correo electrónico y luego una carta en papel en la cola de impresión) antes de su fecha.',
  },
  'remindersReport.summary': { en: 'This month', es: 'Este mes' },
  'remindersReport.due': { en: 'Renewals due', es: 'Renovaciones que vencen' },
  'remindersReport.reminded': { en: 'Reminded', es: 'Con recordatorio' },
  'remindersReport.renewed': { en: 'Renewed', es: 'Renovadas' },
  'remindersReport.open': { en: 'Still open', es: 'Aún pendientes' },
  'remindersReport.openTitle': { en: 'Renewals still open', es: 'Renovaciones aún pendientes' },
  'remindersReport.none': { en: 'No renewal is still open.', es: 'No queda ninguna renovación pendiente.' },
  'remindersReport.case': { en: 'Case', es: 'Caso' },
  'remindersReport.dueOn': { en: 'Due on', es: 'Vence el' },
  'remindersReport.daysLeft': { en: 'Days left', es: 'Días restantes' },
  'remindersReport.left': {
    en: '{n, plural, one {# day} other {# days}}',
    es: '{n, plural, one {# día} other {# días}}',
  },
  'remindersReport.past': { en: 'Past due', es: 'Vencida' },
  'remindersReport.wasReminded': { en: 'Reminded', es: 'Recordatorio' },
  'remindersReport.yes': { en: 'Yes', es: 'Sí' },
  'remindersReport.no': { en: 'Not yet', es: 'Todavía no' },
});

/** Staff: the office's renewals due this month — reminded by channel, delivered, failed, renewed, open (ADR 0912). */
export function Component() {
  const t = useT(messages);
  const dates = useDates();
  const report = useReminderReport();
  return (
    <StaffQueuePage title={t('remindersReport.title')} intro={t('remindersReport.intro')} query={report}>
      {(r) => (
        <>
          <h2>{t('remindersReport.summary')}</h2>
          <dl className="reminder-summary" data-testid="reminder-summary">
            {(
              [
                ['due', r.renewalsDue],
                ['reminded', r.reminded],
                ['renewed', r.renewed],
                ['open', r.stillOpen],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="margin-bottom-1" data-figure={key}>
                <dt className="text-bold">{t(`remindersReport.${key}`)}</dt>
                <dd className="margin-left-0">{value}</dd>
              </div>
            ))}
          </dl>
          <ReminderFigures rows={r.channels} />
          <h2>{t('remindersReport.openTitle')}</h2>
          <QueueTable
            rows={r.open}
            rowKey={(o) => o.caseId}
            empty={t('remindersReport.none')}
            caption={t('remindersReport.openTitle')}
            columns={[
              {
                label: t('remindersReport.case'),
                cell: (o) => <Link to={workerCasePath(o.caseId)}>{o.caseReference}</Link>,
              },
              { label: t('remindersReport.dueOn'), cell: (o) => dates.day(o.dueOn) },
              {
                label: t('remindersReport.daysLeft'),
                cell: (o) =>
                  o.daysLeft < 0 ? t('remindersReport.past') : t('remindersReport.left', { n: o.daysLeft }),
              },
              {
                label: t('remindersReport.wasReminded'),
                cell: (o) => (o.reminded ? t('remindersReport.yes') : t('remindersReport.no')),
              },
            ]}
          />
        </>
      )}
    </StaffQueuePage>
  );
}

import { staffUrlOf } from '@portal/contracts/calls-staff';
import { ActionResult, useRowAction } from '../../../components/ActionResult';
import { PdfLink } from '../../../components/PdfLink';
import { StaffQueuePage, QueueTable } from '../../../components/staff/QueueTable';
import { useIntl, useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';
import { useMarkMailed, usePaperCopies } from './queries';

const messages = defineMessages({
  'printQueue.title': { en: 'Paper copies to mail', es: 'Copias en papel por enviar' },
  'printQueue.intro': {
    en: 'Residents of your office asked for these notices on paper. Print each one, mail it to the address shown (the one the resident was shown), then mark it mailed: the resident sees the date.',
    es: 'Residentes de su oficina pidieron estos avisos en papel. Imprima cada uno, envíelo a la dirección indicada (la que se le mostró al residente) y luego márquelo como enviado: el residente ve la fecha.',
  },
  'printQueue.empty': { en: 'No paper copy is waiting.', es: 'No hay copias en papel pendientes.' },
  'printQueue.person': { en: 'Person', es: 'Persona' },
  'printQueue.notice': { en: 'Notice', es: 'Aviso' },
  'printQueue.address': { en: 'Mail to', es: 'Enviar a' },
  'printQueue.asked': { en: 'Asked on', es: 'Pedida el' },
  'printQueue.action': { en: 'Action', es: 'Acción' },
  'printQueue.print': { en: 'Print the notice for {name} (PDF)', es: 'Imprimir el aviso para {name} (PDF)' },
  'printQueue.mark': { en: 'Mark as mailed for {name}', es: 'Marcar como enviada para {name}' },
  'printQueue.marked': {
    en: 'The paper copy for {name} is marked mailed.',
    es: 'La copia en papel para {name} está marcada como enviada.',
  },
  'printQueue.failed': {
    en: 'We could not mark it mailed. Try again.',
    es: 'No pudimos marcarla como enviada. Inténtelo de nuevo.',
  },
});

/** Staff: the print queue of paper copies residents of the office asked for (send by mail). */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  const copies = usePaperCopies();
  const mark = useMarkMailed();
  const { doneFor: markedName, act: onMark } = useRowAction(mark);
  return (
    <StaffQueuePage title={t('printQueue.title')} intro={t('printQueue.intro')} query={copies}>
      {(data) => (
        <>
          <ActionResult
            done={markedName && t('printQueue.marked', { name: markedName })}
            failed={mark.isError ? t('printQueue.failed') : null}
          />
          <QueueTable
            rows={data.paperCopies}
            rowKey={(c) => c.communicationID}
            empty={t('printQueue.empty')}
            columns={[
              { label: t('printQueue.person'), cell: (c) => c.personName },
              { label: t('printQueue.notice'), cell: (c) => c.subjectText },
              { label: t('printQueue.address'), cell: (c) => c.mailingAddress },
              {
                label: t('printQueue.asked'),
                cell: (c) => intl.formatDate(c.mailRequestedDate, { dateStyle: 'medium', timeStyle: 'short' }),
              },
              {
                label: t('printQueue.action'),
                cell: (c) => (
                  <>
                    <PdfLink
                      className="usa-link display-block margin-bottom-1"
                      href={staffUrlOf('workerPaperCopyPdf', { communicationId: c.communicationID })}
                    >
                      {t('printQueue.print', { name: c.personName })}
                    </PdfLink>
                    <button
                      type="button"
                      className="usa-button usa-button--outline"
                      disabled={mark.isPending}
                      onClick={() => onMark(c.communicationID, c.personName)}
                    >
                      {t('printQueue.mark', { name: c.personName })}
                    </button>
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </StaffQueuePage>
  );
}

import { useState } from 'react';
import { PdfLink } from '../../components/PdfLink';
import { Link } from '../../router';
import type { ProgramStatus, SubmittedProgram } from '@portal/contracts/applications';
import { urlOf } from '@portal/contracts/calls-resident';
import type { DraftApplication } from '@portal/contracts';
import { ROUTES } from '@portal/contracts/routes';
import { Dialog } from '../../components/Dialog';
import { resumePath } from './drafts';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useDeleteDraft, useDrafts, useSubmitted } from './queries';
import { WithdrawDialog } from './WithdrawDialog';
import { SubmittedChanges } from './changes/SubmittedChanges';
import { CallError, useLastCall } from '../../components/CallError';
import { statusMessages } from '../../components/statusMessages';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  ...statusMessages,
  'yours.title': { en: 'Your applications', es: 'Sus solicitudes' },
  'yours.inProgress': { en: 'Applications in progress', es: 'Solicitudes en curso' },
  'yours.noDrafts': { en: 'You have no applications in progress.', es: 'No tiene solicitudes en curso.' },
  'yours.expires': { en: 'Finish by {date} or it will be deleted.', es: 'Termínela antes del {date} o se eliminará.' },
  'yours.resume': { en: 'Resume {name}', es: 'Continuar {name}' },
  'yours.delete': { en: 'Delete {name}', es: 'Eliminar {name}' },
  'yours.deleteTitle': { en: 'Delete this application?', es: '¿Eliminar esta solicitud?' },
  'yours.deleteText': {
    en: 'Your answers to {name} will be deleted. This cannot be undone.',
    es: 'Se eliminarán sus respuestas de {name}. Esto no se puede deshacer.',
  },
  'yours.deleteConfirm': { en: 'Delete the application', es: 'Eliminar la solicitud' },
  'yours.keep': { en: 'Keep it', es: 'Conservarla' },
  'yours.submitted': { en: 'Submitted applications', es: 'Solicitudes enviadas' },
  'yours.window': {
    en: 'Applications you submitted in the last six months.',
    es: 'Solicitudes que envió en los últimos seis meses.',
  },
  'yours.none': {
    en: 'You have not submitted an application in the last six months.',
    es: 'No ha enviado ninguna solicitud en los últimos seis meses.',
  },
  'yours.reference': { en: 'Reference {reference}, submitted {date}', es: 'Referencia {reference}, enviada el {date}' },
  'yours.program': { en: 'Program', es: 'Programa' },
  'yours.status': { en: 'Status', es: 'Estado' },
  'yours.actions': { en: 'Actions', es: 'Acciones' },
  'yours.withdraw': { en: 'Withdraw {program}', es: 'Retirar {program}' },
  'yours.pdf': { en: 'Download application {reference} (PDF)', es: 'Descargar la solicitud {reference} (PDF)' },
  'yours.apply': { en: 'Apply for assistance', es: 'Solicitar asistencia' },
});

const STATUS_CLASS: Record<ProgramStatus, string> = {
  PENDING: 'bg-accent-cool-darker',
  APPROVED: 'bg-green-cool-60v',
  DENIED: 'bg-secondary-dark',
  WITHDRAWN: 'bg-base-darker',
  WITHDRAWAL_REQUESTED: 'bg-base-dark',
};

/** Drafts and submitted applications with each programme's status, and the withdrawal dialog. */
export function Component() {
  const t = useT(messages);
  const intl = useIntl();
  useDocumentTitle(t('yours.title'));
  const drafts = useDrafts();
  const submitted = useSubmitted();
  const remove = useDeleteDraft();
  const lastCall = useLastCall();
  const [deleting, setDeleting] = useState<DraftApplication | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ appId: string; program: SubmittedProgram } | null>(null);
  if (drafts.isPending || submitted.isPending) return <Loading />;
  if (drafts.isError) throw drafts.error;
  if (submitted.isError) throw submitted.error;
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  return (
    <ReadingColumn>
      <h1>{t('yours.title')}</h1>
      <h2>{t('yours.inProgress')}</h2>
      <CallError error={remove.error} onRetry={lastCall.retry} />
      {drafts.data.applications.length === 0 && <p>{t('yours.noDrafts')}</p>}
      <ul className="usa-list usa-list--unstyled">
        {drafts.data.applications.map((d) => (
          <li key={d.draft_application_id} className="border-1px border-base-lighter padding-2 margin-bottom-2">
            <h3 className="margin-top-0">{d.name}</h3>
            <p>{t('yours.expires', { date: day(d.expiresOn) })}</p>
            <Link className="usa-button" to={resumePath(d)}>
              {t('yours.resume', { name: d.name })}
            </Link>
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={remove.isPending}
              onClick={() => setDeleting(d)}
            >
              {t('yours.delete', { name: d.name })}
            </button>
          </li>
        ))}
      </ul>
      {deleting && (
        <Dialog
          open
          title={t('yours.deleteTitle')}
          onClose={() => setDeleting(null)}
          actions={
            <>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--secondary"
                  disabled={remove.isPending}
                  onClick={() => {
                    const id = deleting.draft_application_id;
                    lastCall.run(() => remove.mutate(id, { onSettled: () => setDeleting(null) }));
                  }}
                >
                  {t('yours.deleteConfirm')}
                </button>
              </li>
              <li className="usa-button-group__item">
                <button type="button" className="usa-button usa-button--outline" onClick={() => setDeleting(null)}>
                  {t('yours.keep')}
                </button>
              </li>
            </>
          }
        >
          <p>{t('yours.deleteText', { name: deleting.name })}</p>
        </Dialog>
      )}
      <Link className="usa-link" to={ROUTES.applyForAssistance}>
        {t('yours.apply')}
      </Link>
      <h2>{t('yours.submitted')}</h2>
      <p>{t('yours.window')}</p>
      {submitted.data.applications.length === 0 && <p>{t('yours.none')}</p>}
      {submitted.data.applications.map((a) => (
        <section
          key={a.application_id}
          className="border-1px border-base-lighter padding-2 margin-bottom-2"
          aria-labelledby={`app-${a.application_id}`}
        >
          <h3 className="margin-top-0" id={`app-${a.application_id}`}>
            {t('yours.reference', { reference: a.applicationReference, date: day(a.submittedOn) })}
          </h3>
          <table className="usa-table usa-table--borderless usa-table--stacked width-full">
            <thead>
              <tr>
                <th scope="col">{t('yours.program')}</th>
                <th scope="col">{t('yours.status')}</th>
                <th scope="col">{t('yours.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {a.applicationPrograms.map((p) => (
                <tr key={p.application_program_id}>
                  <th scope="row" data-label={t('yours.program')}>
                    {p.name}
                  </th>
                  <td data-label={t('yours.status')}>
                    <span className={`usa-tag ${STATUS_CLASS[p.programStatusDetails.status]}`}>
                      {t(`status.${p.programStatusDetails.status}`)}
                    </span>
                    {p.programStatusDetails.withdrawalRequestStatusMessage && (
                      <p className="margin-y-1">{p.programStatusDetails.withdrawalRequestStatusMessage}</p>
                    )}
                  </td>
                  <td data-label={t('yours.actions')}>
                    {p.programStatusDetails.canBeWithdrawn && (
                      <button
                        type="button"
                        className="usa-button usa-button--unstyled"
                        onClick={() => setWithdrawing({ appId: a.application_id, program: p })}
                      >
                        {t('yours.withdraw', { program: p.name })}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PdfLink className="usa-link" href={urlOf('applicationPdf', { id: a.application_id })}>
            {t('yours.pdf', { reference: a.applicationReference })}
          </PdfLink>
        </section>
      ))}
      <SubmittedChanges />
      {withdrawing && (
        <WithdrawDialog appId={withdrawing.appId} program={withdrawing.program} onClose={() => setWithdrawing(null)} />
      )}
    </ReadingColumn>
  );
}

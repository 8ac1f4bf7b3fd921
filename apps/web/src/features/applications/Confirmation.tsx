import { useEffect } from 'react';
import { useLocation } from '../../router';
import { PdfLink } from '../../components/PdfLink';
import type { ConfirmationDetails } from '@portal/contracts/applications';
import { PROCESSING_DAYS } from '@portal/contracts/applications-api';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useBranding } from '../../app/session';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { NeededDocuments } from './NeededDocuments';

const messages = defineMessages({
  'confirm.title': { en: 'Your application was submitted', es: 'Su solicitud fue enviada' },
  'confirm.reference': { en: 'Your reference number', es: 'Su número de referencia' },
  'confirm.keep': {
    en: 'Write this number down. You will need it if you call us about your application at {phone}.',
    es: 'Anote este número. Lo necesitará si nos llama sobre su solicitud al {phone}.',
  },
  'confirm.programs': { en: 'You applied for', es: 'Usted solicitó' },
  'confirm.next': { en: 'What happens next', es: 'Qué pasa después' },
  'confirm.interview': {
    en: 'A caseworker will review your application and may call you for an interview.',
    es: 'Un trabajador social revisará su solicitud y podría llamarle para una entrevista.',
  },
  'confirm.programDecision': {
    en: '{program}: we will tell you our decision by {date} at the latest.',
    es: '{program}: le daremos nuestra decisión a más tardar el {date}.',
  },
  'confirm.usually': {
    en: 'Once we have everything we need, a decision can take up to three weeks. It is never later than the dates above.',
    es: 'Cuando tengamos todo lo que necesitamos, una decisión puede tardar hasta tres semanas. Nunca llega después de las fechas de arriba.',
  },
  'confirm.expedited': {
    en: 'If your household qualifies for expedited food benefits, we decide within {days} days.',
    es: 'Si su hogar califica para beneficios de alimentos acelerados, decidimos en un plazo de {days} días.',
  },
  'confirm.documents': {
    en: 'If we ask for documents (such as pay stubs or proof of rent), send them within 30 days, by {date}.',
    es: 'Si le pedimos documentos (como talones de pago o comprobante de alquiler), envíelos en un plazo de 30 días, a más tardar el {date}.',
  },
  'confirm.pdf': { en: 'Download a copy of your application (PDF)', es: 'Descargar una copia de su solicitud (PDF)' },
});

/** The navigation state the sign pages arrive with: the application was just submitted. */
export const JUST_SUBMITTED = { submitted: true } as const;

/** Right after submitting, the browser's Back button stays on the confirmation (see below). */
export function useStayAfterSubmitting() {
  const justSubmitted = (useLocation().state as typeof JUST_SUBMITTED | null)?.submitted === true;
  useEffect(() => {
    if (!justSubmitted) return;
    window.history.pushState(null, '', window.location.href);
    const stay = () => window.history.pushState(null, '', window.location.href);
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, [justSubmitted]);
}

/**
 * The confirmation after submitting. Going back would return to a form that no longer exists,
 * so right after submitting the browser's Back button stays on this page (spec part 2 §2); opened
 * later (from the dashboard, to send documents), Back works as anywhere else.
 */
export function Confirmation({
  details,
  pdfHref,
  onDocumentSent,
}: {
  details: ConfirmationDetails;
  pdfHref: string;
  /** Reads the details again once a needed document was sent; absent without an account (no upload). */
  onDocumentSent?: () => Promise<unknown>;
}) {
  const t = useT(messages);
  const intl = useIntl();
  const brand = useBranding();
  useDocumentTitle(t('confirm.title'));
  useStayAfterSubmitting();
  const day = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <div className="usa-alert usa-alert--success" role="status">
        <div className="usa-alert__body">
          <h1 className="usa-alert__heading">{t('confirm.title')}</h1>
          <p className="usa-alert__text">
            {t('confirm.reference')}: <strong data-testid="reference">{details.reference}</strong>
          </p>
        </div>
      </div>
      <p>{t('confirm.keep', { phone: brand?.phone ?? '' })}</p>
      <h2>{t('confirm.programs')}</h2>
      <ul className="usa-list">
        {details.programs.map((p) => (
          <li key={p.code}>{p.name}</li>
        ))}
      </ul>
      <h2>{t('confirm.next')}</h2>
      <ul className="usa-list">
        <li>{t('confirm.interview')}</li>
        {details.programs.map((p) => (
          <li key={p.code}>
            {t('confirm.programDecision', { program: p.name, date: day(p.decisionDueOn) })}
            {p.code === 'FNS' && <> {t('confirm.expedited', { days: PROCESSING_DAYS.expeditedFood })}</>}
          </li>
        ))}
        <li>{t('confirm.usually')}</li>
        <li>{t('confirm.documents', { date: day(details.documentsDueOn) })}</li>
      </ul>
      <NeededDocuments
        applicationId={details.intakeapplicationID}
        disaster={details.programs.some((p) => p.code === 'DSNAP')}
        documents={details.documentsNeeded}
        dueOn={day(details.documentsDueOn)}
        onSent={onDocumentSent}
      />
      <p>
        <PdfLink className="usa-button usa-button--outline" href={pdfHref}>
          {t('confirm.pdf')}
        </PdfLink>
      </p>
    </>
  );
}

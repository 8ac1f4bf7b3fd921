import { useState } from 'react';
import { Link, Navigate, useSearchParams } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { FieldError } from '../../components/ErrorSummary';
import { useErrorText } from '../../components/apiErrors';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import {
  useDeleteDocuments,
  useExistingCases,
  useIsUserLinked,
  useOtherDocuments,
  useRefreshDocuments,
  useSubmitDocuments,
} from './queries';
import { SubmitPanel } from './submitPanel';
import { targetCards, type UploadTargetCard } from './targets';
import { attachment, uploadCall } from '../../api/upload';
import { Uploader } from './Uploader';

const messages = defineMessages({
  'other.title': { en: 'Upload documents for your case', es: 'Subir documentos para su caso' },
  'other.titleEnergy': { en: 'Upload energy assistance documents', es: 'Subir documentos de asistencia de energía' },
  'other.for': { en: 'These documents are for: {cases}.', es: 'Estos documentos son para: {cases}.' },
  'other.change': { en: 'Change the cases', es: 'Cambiar los casos' },
  'other.confirm': {
    en: 'I confirm these documents are only about people in the household of {holder}, the case holder.',
    es: 'Confirmo que estos documentos son solo sobre personas del hogar de {holder}, titular del caso.',
  },
  'other.energySent': {
    en: 'Your caseworker gets your energy assistance papers as soon as you upload them.',
    es: 'Su trabajador social recibe sus papeles de asistencia de energía en cuanto usted los sube.',
  },
  'other.back': { en: 'Back to your documents', es: 'Volver a sus documentos' },
});

const standaloneCall = (targets: UploadTargetCard[], linked: boolean) =>
  uploadCall(
    linked ? 'uploadMultipleStandaloneDocuments' : 'uploadMultipleNonLinkedStandaloneDocuments',
    (f) => ({
      submissionID: f.submissionId,
      dtls: [
        {
          ...attachment(f),
          caseDtls: targets
            .filter((x) => x.kind === 'case')
            .map((x) => ({ caseID: x.id, referenceNumber: x.reference })),
          nfApplicationIDList: targets.filter((x) => x.kind === 'application').map((x) => ({ applicationID: x.id })),
        },
      ],
    }),
    (r) => r.dtls[0]!,
  );

const energyCall = (targets: UploadTargetCard[]) =>
  uploadCall(
    'uploadMultipleEnergyDocuments',
    (f) => ({
      submissionID: f.submissionId,
      dtls: [
        {
          ...attachment(f),
          nfApplicationIDList: targets.map((x) => ({ applicationID: x.id })),
          householdConfirmed: true as const,
        },
      ],
    }),
    (r) => r.dtls[0]!.documents[0]!,
  );

/**
 * Documents for chosen cases or submitted applications. Any signed-in account may send them for
 * its own applications; a linked account also for its cases.
 */
function OtherUpload({ kind }: { kind: 'standalone' | 'energy' }) {
  const t = useT(messages);
  const errorText = useErrorText();
  const energy = kind === 'energy';
  const title = energy ? t('other.titleEnergy') : t('other.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const wanted = (params.get('cases') ?? '').split(',').filter(Boolean);
  const existing = useExistingCases();
  const linked = useIsUserLinked();
  const docs = useOtherDocuments(kind);
  const remove = useDeleteDocuments('standalone');
  const submit = useSubmitDocuments('standalone');
  const refresh = useRefreshDocuments();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const selectCase = `${ROUTES.uploadSelectCase}?for=${kind}`;
  if (wanted.length === 0) return <Navigate to={selectCase} replace />;
  if (existing.isPending || docs.isPending || linked.isPending) return <Loading />;
  const chosen = targetCards(existing.data!).filter((c) => wanted.includes(c.id));
  if (chosen.length === 0) return <Navigate to={selectCase} replace />;
  const holder = [...new Set(chosen.map((c) => c.primaryPerson))].join(', ');

  const checkConfirmation = (): FieldError[] => {
    if (!energy || confirmed) return [];
    const message = errorText('validation.upload.householdConfirm');
    setConfirmError(message);
    return [{ fieldId: 'household-confirm', message }];
  };

  return (
    <div className="grid-container padding-y-4">
      <p>
        <Link className="usa-link" to={ROUTES.docUpload}>
          {t('other.back')}
        </Link>
      </p>
      <h1>{title}</h1>
      <p className="usa-intro">{t('other.for', { cases: chosen.map((c) => c.reference).join(', ') })}</p>
      <p>
        <Link className="usa-link" to={`${selectCase}&cases=${chosen.map((c) => c.id).join(',')}`}>
          {t('other.change')}
        </Link>
      </p>
      {energy && (
        <>
          <p>{t('other.energySent')}</p>
          <div className={`usa-form-group${confirmError ? ' usa-form-group--error' : ''}`}>
            {confirmError && (
              <span className="usa-error-message" id="household-confirm-error">
                {confirmError}
              </span>
            )}
            <div className="usa-checkbox">
              <input
                className="usa-checkbox__input"
                id="household-confirm"
                type="checkbox"
                checked={confirmed}
                aria-describedby={confirmError ? 'household-confirm-error' : undefined}
                onChange={(e) => {
                  setConfirmed(e.target.checked);
                  if (e.target.checked) setConfirmError(null);
                }}
              />
              <label className="usa-checkbox__label" htmlFor="household-confirm">
                {t('other.confirm', { holder })}
              </label>
            </div>
          </div>
        </>
      )}
      <Uploader
        call={energy ? energyCall(chosen) : standaloneCall(chosen, linked.data?.nfLinkedInd === true)}
        documents={docs.data!.dtls}
        onChanged={refresh}
        onDelete={energy ? undefined : (d) => remove.mutate([d.attachmentID])}
        beforeUpload={checkConfirmation}
      />
      {!energy && (
        <SubmitPanel submit={submit} readyCount={docs.data!.dtls.filter((d) => d.showSubmitActionInd).length} />
      )}
    </div>
  );
}

export { OtherUpload };

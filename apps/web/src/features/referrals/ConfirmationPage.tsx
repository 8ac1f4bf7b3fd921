import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ReadingColumn } from '../../components/Article';
import { NotFoundPage } from '../../app/NotFoundPage';
import { Loading } from '../../components/Loading';
import { isForbidden, isNotFound, isRecordId } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useReferral } from './api';
import { useNewReferralPath, useFormId } from './draft';
import { referralMessages, usDate } from './messages';
import { NotProvider } from './NotProvider';

const messages = defineMessages({
  'nbDone.title': { en: 'Referral submitted', es: 'Referido enviado' },
  'nbDone.text': {
    en: 'We sent the referral of {newborn}, born {born} to {mother}, to the county office of her case (office {office}). The office adds the baby to her Medicaid case; the status shows on Your referrals.',
    es: 'Enviamos el referido de {newborn}, nacido el {born} de {mother}, a la oficina del condado de su caso (oficina {office}). La oficina agrega al bebé a su caso de Medicaid; el estado aparece en Sus referidos.',
  },
  'nbDone.toList': { en: 'Go to your referrals', es: 'Ir a sus referidos' },
  'nbDone.another': { en: 'Refer another newborn', es: 'Referir a otro recién nacido' },
});

/** /nf-submit-auto-new-born-assistance/confirmation/:formId: what was sent, and where. */
export function Component() {
  const newReferral = useNewReferralPath();
  const formId = useFormId(ROUTES.newbornConfirmation);
  const referral = useReferral(formId, isRecordId(formId));
  const t = useT(messages);
  const r = useT(referralMessages);
  useDocumentTitle(t('nbDone.title'));
  if (!isRecordId(formId) || isNotFound(referral.error)) return <NotFoundPage />;
  if (isForbidden(referral.error)) return <NotProvider />;
  if (referral.isError) throw referral.error;
  if (!referral.data) return <Loading />;
  const d = referral.data;
  return (
    <ReadingColumn>
      <h1>{t('nbDone.title')}</h1>
      <div className="usa-alert usa-alert--success" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('nbDone.text', {
              newborn: d.newBornName,
              born: usDate(d.newBornDOB),
              mother: d.birthMotherName,
              office: d.nfCountyDSSCode,
            })}
          </p>
        </div>
      </div>
      <p className="margin-top-2">
        {r('nbRef.col.status')}: <strong>{r(`nbRef.status.${d.nfReferralStatus}`)}</strong>
      </p>
      <p className="margin-top-3">
        <Link className="usa-button" to={ROUTES.yourReferrals}>
          {t('nbDone.toList')}
        </Link>
        <Link className="usa-button usa-button--outline" to={newReferral}>
          {t('nbDone.another')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

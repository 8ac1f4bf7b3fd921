import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useMedicaidOffers } from './queries';

const messages = defineMessages({
  'myInfo.offerMagi': {
    en: 'No one on this case has Medicaid. Apply for Medicaid for your household',
    es: 'Nadie en este caso tiene Medicaid. Solicite Medicaid para su hogar',
  },
  'myInfo.offerAbd': {
    en: 'Someone in your household is 65 or older: apply for Medicaid for the aged, blind or disabled',
    es: 'Alguien de su hogar tiene 65 años o más: solicite Medicaid para personas mayores, ciegas o con discapacidad',
  },
});

/** Medicaid the case could apply for (get_enable_abd, getEnableUnifiedMagi): links to apply, when offered. */
export function MedicaidOffers({ reference }: { reference: string }) {
  const t = useT(messages);
  const { magi, abd } = useMedicaidOffers(reference);
  if (!magi && !abd) return null;
  return (
    <ul className="usa-list">
      {magi && (
        <li>
          <Link className="usa-link" to={ROUTES.applyForAssistance}>
            {t('myInfo.offerMagi')}
          </Link>
        </li>
      )}
      {abd && (
        <li>
          <Link className="usa-link" to={ROUTES.applyForAssistance}>
            {t('myInfo.offerAbd')}
          </Link>
        </li>
      )}
    </ul>
  );
}

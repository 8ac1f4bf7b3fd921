import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { CaseworkerInfo, CitizenCase, ContactDetail } from '@portal/contracts';
import { Loading } from '../../components/Loading';
import { NotLinked } from '../../components/NotLinked';
import { useUserAccount } from '../../app/session';
import { defineMessages } from '../../i18n/messages';
import { useCaseworkerInfo } from './queries';
import { isForbidden } from '../../components/apiErrors';
import { ReadingColumn, useBrandT } from '../../components/Article';

const messages = defineMessages({
  'cwInfo.title': { en: 'Your local office and caseworker', es: 'Su oficina local y su trabajador social' },
  'cwInfo.intro': {
    en: 'Contact your caseworker or your local office if you have questions about your case.',
    es: 'Comuníquese con su trabajador social o con su oficina local si tiene preguntas sobre su caso.',
  },
  'cwInfo.main': {
    en: 'Your caseworker for {caseNameRef} is {cwName}.',
    es: 'Su trabajador social para {caseNameRef} es {cwName}.',
  },
  'cwInfo.mainOffice': { en: 'Office: {address}. Phone: {phone}.', es: 'Oficina: {address}. Teléfono: {phone}.' },
  'cwInfo.case': { en: 'Case {reference}', es: 'Caso {reference}' },
  'cwInfo.status.ACTIVE': { en: 'Active', es: 'Activo' },
  'cwInfo.status.SUSPENDED': { en: 'Suspended', es: 'Suspendido' },
  'cwInfo.status.CLOSED': { en: 'Closed', es: 'Cerrado' },
  'cwInfo.programs': { en: 'Programs: {names}', es: 'Programas: {names}' },
  'cwInfo.office': { en: 'Local office', es: 'Oficina local' },
  'cwInfo.county': { en: 'County: {county}', es: 'Condado: {county}' },
  'cwInfo.phone': { en: 'Phone:', es: 'Teléfono:' },
  'cwInfo.email': { en: 'E-mail:', es: 'Correo electrónico:' },
  'cwInfo.hours': { en: 'Hours: {hours}', es: 'Horario: {hours}' },
  'cwInfo.caseworker': { en: 'Caseworker', es: 'Trabajador social' },
  'cwInfo.noCaseworker': {
    en: 'No caseworker is assigned to this case right now. Contact the local office with your questions.',
    es: 'Por ahora no hay un trabajador social asignado a este caso. Comuníquese con la oficina local si tiene preguntas.',
  },
  'cwInfo.closed': {
    en: 'This case is closed. Contact the local office if you have questions about it.',
    es: 'Este caso está cerrado. Comuníquese con la oficina local si tiene preguntas sobre él.',
  },
  'cwInfo.noCases': {
    en: 'We did not find an open case for you. If you applied recently, your case may not be set up yet.',
    es: 'No encontramos un caso abierto a su nombre. Si presentó una solicitud hace poco, es posible que su caso aún no esté listo.',
  },
  'cwInfo.yourDetails': { en: 'Your contact information on record', es: 'Su información de contacto registrada' },
  'cwInfo.address': { en: 'Address', es: 'Dirección' },
  'cwInfo.emailHeading': { en: 'E-mail', es: 'Correo electrónico' },
  'cwInfo.phoneHeading': { en: 'Phone', es: 'Teléfono' },
  'cwInfo.wrong': {
    en: 'If this is not right, tell your local office or report a change.',
    es: 'Si esto no es correcto, avise a su oficina local o informe un cambio.',
  },
  'cwInfo.howToReport': { en: 'How to report a change', es: 'Cómo informar un cambio' },
  'cwInfo.notLinked': {
    en: 'To see your local office and caseworker here, you need an enhanced account that is linked to your case. Confirming your identity takes less than five minutes.',
    es: 'Para ver aquí su oficina local y a su trabajador social, necesita una cuenta mejorada vinculada a su caso. Confirmar su identidad toma menos de cinco minutos.',
  },
  'cwInfo.delinked': {
    en: 'The extra features of your account are turned off, so we cannot show your office and caseworker. Contact your local county office to turn them back on.',
    es: 'Las funciones adicionales de su cuenta están desactivadas, por eso no podemos mostrar su oficina ni a su trabajador social. Comuníquese con la oficina de su condado para volver a activarlas.',
  },
  'cwInfo.back': { en: 'Back to your dashboard', es: 'Volver a su panel principal' },
});

type T = ReturnType<typeof useBrandT<typeof messages>>['t'];

const telHref = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;

function Phone({ phone, t }: { phone: string; t: T }) {
  return (
    <>
      {t('cwInfo.phone')}{' '}
      <a className="usa-link" href={telHref(phone)}>
        {phone}
      </a>
    </>
  );
}

function Email({ email, t }: { email: string; t: T }) {
  return (
    <>
      {t('cwInfo.email')}{' '}
      <a className="usa-link" href={`mailto:${email}`}>
        {email}
      </a>
    </>
  );
}

function CaseCard({ item, t }: { item: CitizenCase; t: T }) {
  const { office, caseworker } = item;
  const statusKey = `cwInfo.status.${item.caseStatus}` as const;
  const status = statusKey in messages ? t(statusKey as keyof typeof messages) : item.caseStatus;
  const headingId = `case-${item.caseReference}`;
  return (
    <section className="border-1px border-base-lighter radius-md padding-2 margin-bottom-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="margin-top-0">
        {t('cwInfo.case', { reference: item.caseReference })} <span className="usa-tag">{status}</span>
      </h2>
      {item.programNames.length > 0 && <p>{t('cwInfo.programs', { names: item.programNames.join(', ') })}</p>}
      <div className="grid-row grid-gap">
        <div className="tablet:grid-col-6">
          <h3>{t('cwInfo.office')}</h3>
          <address className="font-body-sm">
            <strong>{office.name}</strong>
            <br />
            {office.addressString}
            <br />
            {t('cwInfo.county', { county: office.county })}
            <br />
            <Phone phone={office.phoneNumberString} t={t} />
            {office.email && (
              <>
                <br />
                <Email email={office.email} t={t} />
              </>
            )}
            {office.hours && (
              <>
                <br />
                {t('cwInfo.hours', { hours: office.hours })}
              </>
            )}
          </address>
        </div>
        <div className="tablet:grid-col-6">
          <h3>{t('cwInfo.caseworker')}</h3>
          {item.showCaseworkerDetailsInd && caseworker ? (
            <address className="font-body-sm">
              <strong>{caseworker.cwName}</strong>
              {caseworker.phoneNumberString && (
                <>
                  <br />
                  <Phone phone={caseworker.phoneNumberString} t={t} />
                </>
              )}
              {caseworker.email && (
                <>
                  <br />
                  <Email email={caseworker.email} t={t} />
                </>
              )}
            </address>
          ) : (
            <p className="font-body-sm">{t(item.caseStatus === 'CLOSED' ? 'cwInfo.closed' : 'cwInfo.noCaseworker')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function DetailList({ heading, items }: { heading: string; items: ContactDetail[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <ul className="usa-list usa-list--unstyled">
        {items.map((d) => (
          <li key={`${d.type}:${d.value}`}>{d.value}</li>
        ))}
      </ul>
    </>
  );
}

function Info({ info, t }: { info: CaseworkerInfo; t: T }) {
  const { dtls } = info;
  const cases = dtls.caseDtls.citizenCases;
  return (
    <>
      {info.caseNameRef && (
        <div className="usa-summary-box margin-bottom-3">
          <div className="usa-summary-box__body">
            {dtls.showCaseworkerDetailsInd && info.cwName && (
              <p className="usa-summary-box__text">
                {t('cwInfo.main', { caseNameRef: info.caseNameRef, cwName: info.cwName })}
              </p>
            )}
            {dtls.caseownerAddressString && dtls.caseownerPhoneNumberString && (
              <p className="usa-summary-box__text margin-bottom-0">
                {t('cwInfo.mainOffice', {
                  address: dtls.caseownerAddressString,
                  phone: dtls.caseownerPhoneNumberString,
                })}
              </p>
            )}
          </div>
        </div>
      )}
      {cases.length === 0 ? (
        <p>{t('cwInfo.noCases')}</p>
      ) : (
        cases.map((item) => <CaseCard key={item.caseReference} item={item} t={t} />)
      )}
      {dtls.showClientDetailsInd && (
        <section aria-labelledby="your-details">
          <h2 id="your-details">{t('cwInfo.yourDetails')}</h2>
          <DetailList heading={t('cwInfo.address')} items={dtls.contactDtls.addressList} />
          <DetailList heading={t('cwInfo.emailHeading')} items={dtls.contactDtls.emailList} />
          <DetailList heading={t('cwInfo.phoneHeading')} items={dtls.contactDtls.phoneList} />
          <p>
            {t('cwInfo.wrong')}{' '}
            <Link className="usa-link" to={ROUTES.cocFaq}>
              {t('cwInfo.howToReport')}
            </Link>
          </p>
        </section>
      )}
    </>
  );
}

/** /nfCaseworkerInfo: the local office and caseworker of each case (enhanced accounts). */
export function Component() {
  const { t, ready } = useBrandT(messages, 'cwInfo.title');
  const account = useUserAccount();
  const linked = account.data?.userType === 'LINKED';
  const info = useCaseworkerInfo(linked);
  if (!ready || account.isPending || (linked && info.isPending)) return <Loading />;
  const refused = !linked || isForbidden(info.error);
  return (
    <ReadingColumn>
      <h1>{t('cwInfo.title')}</h1>
      <p className="usa-intro">{t('cwInfo.intro')}</p>
      {refused || !info.data ? (
        <NotLinked
          delinked={account.data?.isDelinked ?? false}
          text={t(account.data?.isDelinked ? 'cwInfo.delinked' : 'cwInfo.notLinked')}
        />
      ) : (
        <Info info={info.data} t={t} />
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.account}>
          {t('cwInfo.back')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

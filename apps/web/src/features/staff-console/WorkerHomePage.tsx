import { Link } from '../../router';
import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import { useOfficeReferrals } from '../../api/officeReferrals';
import { ROUTES } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import {
  WORKER_ACCOUNTS,
  WORKER_APPEALS,
  WORKER_APPLICATIONS,
  WORKER_CHANGES,
  WORKER_HOLIDAYS,
  WORKER_LINKS,
  WORKER_MASS_COMMS,
  WORKER_MESSAGES,
  WORKER_ORGANISATIONS,
  WORKER_REPRESENTATIVES,
  WORKER_PAPER_COPIES,
  WORKER_REMINDERS,
  WORKER_PROVIDERS,
  WORKER_TIMINGS,
} from '../../app/staffPaths';
import { useWorkerMe } from '../../api/staff';
import { useAppealQueue, useCaseChanges, useMessageQueue, useQueue } from '../../api/staffQueues';

const messages = defineMessages({
  'worker.title': { en: 'Staff console', es: 'Consola del personal' },
  'worker.hello': { en: 'Signed in as {name}, {office}.', es: 'Sesión iniciada como {name}, {office}.' },
  'worker.helloNoOffice': { en: 'Signed in as {name}.', es: 'Sesión iniciada como {name}.' },
  'worker.applications': { en: 'Applications to decide', es: 'Solicitudes por decidir' },
  'worker.applicationsCount': {
    en: '{count, plural, one {# application waits} other {# applications wait}} for a decision.',
    es: '{count, plural, one {# solicitud espera} other {# solicitudes esperan}} una decisión.',
  },
  'worker.documents': { en: 'Documents to review', es: 'Documentos por revisar' },
  'worker.accounts': { en: 'Accounts to restore', es: 'Cuentas por restablecer' },
  'worker.accountsHint': {
    en: 'Accounts whose extra features were turned off after repeated lockouts, and (administrators) staff passkeys to reset.',
    es: 'Cuentas cuyas funciones adicionales se desactivaron tras bloqueos repetidos y (administradores) llaves de acceso del personal por restablecer.',
  },
  'worker.timings': { en: 'Time to complete', es: 'Tiempo para completar' },
  'worker.timingsHint': {
    en: 'How long people take to finish each application, and the pages where they stop.',
    es: 'Cuánto tardan las personas en terminar cada solicitud y las páginas donde se detienen.',
  },
  'worker.reminders': { en: 'Renewal reminders', es: 'Recordatorios de renovación' },
  'worker.remindersHint': {
    en: 'Renewals due this month: reminded, delivered, failed, renewed, still open.',
    es: 'Renovaciones que vencen este mes: con recordatorio, entregados, fallidos, renovadas, pendientes.',
  },
  'worker.links': { en: 'Links and counts', es: 'Enlaces y conteos' },
  'worker.linksHint': {
    en: 'Edit the announcements and links residents see; voter registration link clicks.',
    es: 'Edite los anuncios y enlaces que ven los residentes; clics en el enlace para votar.',
  },
  'worker.messages': { en: 'Secure messages', es: 'Mensajes seguros' },
  'worker.messagesCount': {
    en: '{count, plural, =0 {No new replies. Write to the people on your office’s cases.} one {# new reply from a resident to read.} other {# new replies from residents to read.}}',
    es: '{count, plural, =0 {No hay respuestas nuevas. Escriba a las personas de los casos de su oficina.} one {# respuesta nueva de un residente por leer.} other {# respuestas nuevas de residentes por leer.}}',
  },
  'worker.massComms': { en: 'Mass communications', es: 'Comunicaciones masivas' },
  'worker.massCommsHint': {
    en: 'Write one message to the people on the cases a filter finds, and see how many were sent.',
    es: 'Escriba un mensaje para las personas de los casos que encuentre un filtro, y vea cuántos se enviaron.',
  },
  'worker.paper': { en: 'Paper copies to mail', es: 'Copias en papel por enviar' },
  'worker.paperHint': {
    en: 'Notices residents of your office asked to receive on paper.',
    es: 'Avisos que residentes de su oficina pidieron recibir en papel.',
  },
  'worker.changes': { en: 'Changes and renewals to review', es: 'Cambios y renovaciones por revisar' },
  'worker.changesCount': {
    en: '{count, plural, one {# change report or renewal waits} other {# change reports and renewals wait}} for review.',
    es: '{count, plural, one {# informe de cambios o renovación espera} other {# informes de cambios y renovaciones esperan}} revisión.',
  },
  'worker.appeals': { en: 'Appeal requests', es: 'Solicitudes de apelación' },
  'worker.appealsCount': {
    en: '{count, plural, one {# appeal request waits} other {# appeal requests wait}} for a hearing or a decision.',
    es: '{count, plural, one {# solicitud de apelación espera} other {# solicitudes de apelación esperan}} una audiencia o una decisión.',
  },
  'worker.holidays': { en: 'State holidays', es: 'Días festivos estatales' },
  'worker.holidaysHint': {
    en: 'The days an appeal’s filing date skips.',
    es: 'Los días que la fecha de presentación de una apelación omite.',
  },
  'worker.newborn': { en: 'Newborn referrals', es: 'Referidos de recién nacidos' },
  'worker.newbornCount': {
    en: '{count, plural, one {# newborn referral waits} other {# newborn referrals wait}} for a decision.',
    es: '{count, plural, one {# referido de recién nacido espera} other {# referidos de recién nacidos esperan}} una decisión.',
  },
  'worker.providers': { en: 'Provider facilities', es: 'Centros proveedores' },
  'worker.providersHint': {
    en: 'Enrol hospitals and clinics, set what each may do, and add or remove their staff accounts.',
    es: 'Inscriba hospitales y clínicas, indique lo que cada uno puede hacer y agregue o quite las cuentas de su personal.',
  },
  'worker.organisations': { en: 'Organisations', es: 'Organizaciones' },
  'worker.representatives': { en: 'Provisioned representatives', es: 'Representantes habilitados' },
  'worker.representativesHint': {
    en: 'Accounts the state makes authorized representatives.',
    es: 'Cuentas que el estado convierte en representantes autorizados.',
  },
  'worker.organisationsHint': {
    en: 'Provision organisations that apply for many households, and name their accounts.',
    es: 'Habilite organizaciones que presentan solicitudes para muchos hogares e indique sus cuentas.',
  },
  'worker.documentsHint': {
    en: 'Verification documents residents uploaded.',
    es: 'Documentos de verificación que subieron los residentes.',
  },
});

/** A queue on the landing: what it holds and the way in. */
function Card({ title, text, to }: { title: string; text: string; to: string }) {
  return (
    <li className="usa-card tablet:grid-col-6">
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h2 className="usa-card__heading">{title}</h2>
        </div>
        <div className="usa-card__body">
          <p>{text}</p>
        </div>
        <div className="usa-card__footer">
          <Link className="usa-button" to={to}>
            {title}
          </Link>
        </div>
      </div>
    </li>
  );
}

/** The console's count of the messages card: the new replies still waiting for an answer. */
const UNREAD = { read: 'unread' } as const;

/**
 * The staff landing: what waits for the staff member, with links to each queue. A caseworker
 * sees the caseworkers' queues, a hearing officer the hearing office's, an administrator both.
 */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('worker.title'));
  const me = useWorkerMe();
  const role = me.data?.staffRole;
  const casework = role === 'CASEWORKER' || role === 'ADMIN';
  const hearings = role === 'HEARING_OFFICER' || role === 'ADMIN';
  const queue = useQueue({}, casework);
  const changes = useCaseChanges({}, casework);
  const referrals = useOfficeReferrals({}, casework);
  // New replies: residents' messages waiting for an answer that nobody in the office has read.
  const officeMessages = useMessageQueue(UNREAD, casework);
  const appeals = useAppealQueue({}, hearings);
  if (
    me.isPending ||
    (casework && (queue.isPending || changes.isPending || referrals.isPending || officeMessages.isPending)) ||
    (hearings && appeals.isPending)
  )
    return <Loading />;
  if (me.isError) throw me.error;
  if (queue.isError) throw queue.error;
  if (changes.isError) throw changes.error;
  if (referrals.isError) throw referrals.error;
  if (officeMessages.isError) throw officeMessages.error;
  if (appeals.isError) throw appeals.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('worker.title')}</h1>
      <p>
        {me.data.office
          ? t('worker.hello', { name: me.data.displayName, office: me.data.office.name })
          : t('worker.helloNoOffice', { name: me.data.displayName })}
      </p>
      <ul className="usa-card-group">
        {casework && queue.data && changes.data && referrals.data && officeMessages.data && (
          <>
            <Card
              title={t('worker.applications')}
              text={t('worker.applicationsCount', { count: queue.data.total })}
              to={WORKER_APPLICATIONS}
            />
            <Card
              title={t('worker.changes')}
              text={t('worker.changesCount', { count: changes.data.total })}
              to={WORKER_CHANGES}
            />
            <Card title={t('worker.documents')} text={t('worker.documentsHint')} to={ROUTES.workerDocuments} />
            <Card
              title={t('worker.newborn')}
              text={t('worker.newbornCount', { count: referrals.data.total })}
              to={WORKER_NEWBORN_REFERRALS}
            />
            <Card title={t('worker.accounts')} text={t('worker.accountsHint')} to={WORKER_ACCOUNTS} />
            <Card title={t('worker.timings')} text={t('worker.timingsHint')} to={WORKER_TIMINGS} />
            <Card
              title={t('worker.messages')}
              text={t('worker.messagesCount', { count: officeMessages.data.total })}
              to={WORKER_MESSAGES}
            />
            <Card title={t('worker.paper')} text={t('worker.paperHint')} to={WORKER_PAPER_COPIES} />
            <Card title={t('worker.reminders')} text={t('worker.remindersHint')} to={WORKER_REMINDERS} />
            <Card title={t('worker.massComms')} text={t('worker.massCommsHint')} to={WORKER_MASS_COMMS} />
          </>
        )}
        {hearings && appeals.data && (
          <>
            <Card
              title={t('worker.appeals')}
              text={t('worker.appealsCount', { count: appeals.data.total })}
              to={WORKER_APPEALS}
            />
            <Card title={t('worker.holidays')} text={t('worker.holidaysHint')} to={WORKER_HOLIDAYS} />
          </>
        )}
        {role === 'ADMIN' && <Card title={t('worker.links')} text={t('worker.linksHint')} to={WORKER_LINKS} />}
        {role === 'ADMIN' && (
          <Card title={t('worker.providers')} text={t('worker.providersHint')} to={WORKER_PROVIDERS} />
        )}
        {role === 'ADMIN' && (
          <Card title={t('worker.organisations')} text={t('worker.organisationsHint')} to={WORKER_ORGANISATIONS} />
        )}
        {role === 'ADMIN' && (
          <Card
            title={t('worker.representatives')}
            text={t('worker.representativesHint')}
            to={WORKER_REPRESENTATIVES}
          />
        )}
      </ul>
    </div>
  );
}

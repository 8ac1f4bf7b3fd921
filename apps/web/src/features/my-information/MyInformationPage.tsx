import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import type { MyInfoCase } from '@portal/contracts';
import { Loading } from '../../components/Loading';
import { NotLinked } from '../../components/NotLinked';
import { isForbidden } from '../../components/apiErrors';
import { ReadingColumn, useBrandT } from '../../components/Article';
import { useUserAccount } from '../../app/session';
import { useDates } from '../../i18n/dates';
import { useMoney } from '../../i18n/money';
import { defineMessages } from '../../i18n/messages';
import { MedicaidOffers } from './MedicaidOffers';
import { Pending, Records, UpdateLink, type T } from './Records';
import { useMyInformation } from './queries';

export const messages = defineMessages({
  'myInfo.title': { en: 'Your information', es: 'Su información' },
  'myInfo.intro': {
    en: 'This is what we have on record for your household. If something has changed, use "Update" to report it.',
    es: 'Esto es lo que tenemos registrado sobre su hogar. Si algo cambió, use "Actualizar" para informarlo.',
  },
  'myInfo.update': { en: 'Update', es: 'Actualizar' },
  'myInfo.representatives': { en: 'Authorized representatives', es: 'Representantes autorizados' },
  'myInfo.mayDo': { en: 'May', es: 'Puede' },
  'myInfo.phone': { en: 'Phone', es: 'Teléfono' },
  'myInfo.nameRepresentative': {
    en: 'Name someone to act for you',
    es: 'Nombrar a alguien para que actúe por usted',
  },
  'myInfo.pendingChange': {
    en: 'We are reviewing a change you reported. What you see here changes once it is accepted.',
    es: 'Estamos revisando un cambio que usted informó. Lo que ve aquí cambiará cuando se acepte.',
  },
  'myInfo.pendingRenewal': {
    en: 'We are reviewing your renewal.',
    es: 'Estamos revisando su renovación.',
  },
  'myInfo.office': {
    en: 'Find your local office and caseworker',
    es: 'Encuentre su oficina local y a su trabajador social',
  },
  'myInfo.case': { en: 'Case {reference}', es: 'Caso {reference}' },
  'myInfo.status.ACTIVE': { en: 'Active', es: 'Activo' },
  'myInfo.status.SUSPENDED': { en: 'Suspended', es: 'Suspendido' },
  'myInfo.status.PENDING': { en: 'Pending', es: 'Pendiente' },
  'myInfo.status.CLOSED': { en: 'Closed', es: 'Cerrado' },
  'myInfo.programs': { en: 'Benefits', es: 'Beneficios' },
  'myInfo.program': { en: 'Program', es: 'Programa' },
  'myInfo.programStatus': { en: 'Status', es: 'Estado' },
  'myInfo.period': { en: 'Certified', es: 'Certificado' },
  'myInfo.periodDates': { en: '{start} to {end}', es: 'Del {start} al {end}' },
  'myInfo.benefit': { en: 'Each month', es: 'Cada mes' },
  'myInfo.members': { en: 'People in your household', es: 'Personas de su hogar' },
  'myInfo.name': { en: 'Name', es: 'Nombre' },
  'myInfo.relationship': { en: 'Relationship to you', es: 'Parentesco con usted' },
  'myInfo.birth': { en: 'Date of birth', es: 'Fecha de nacimiento' },
  'myInfo.ssn': { en: 'Social Security number', es: 'Número de Seguro Social' },
  'myInfo.citizenship': { en: 'Citizenship', es: 'Ciudadanía' },
  'myInfo.incomes': { en: 'Income', es: 'Ingresos' },
  'myInfo.person': { en: 'Person', es: 'Persona' },
  'myInfo.incomeType': { en: 'Kind', es: 'Tipo' },
  'myInfo.employer': { en: 'Employer', es: 'Empleador' },
  'myInfo.amount': { en: 'Amount', es: 'Cantidad' },
  'myInfo.frequency': { en: 'How often', es: 'Con qué frecuencia' },
  'myInfo.pregnancies': { en: 'Pregnancies', es: 'Embarazos' },
  'myInfo.dueDate': { en: 'Due date', es: 'Fecha prevista de parto' },
  'myInfo.unborn': { en: 'Babies expected', es: 'Bebés esperados' },
  'myInfo.home': { en: 'Where you live', es: 'Dónde vive' },
  'myInfo.occupants': { en: 'Who lives there: {names}', es: 'Quiénes viven allí: {names}' },
  'myInfo.costs': { en: 'Monthly costs', es: 'Costos mensuales' },
  'myInfo.cost': { en: 'Cost', es: 'Costo' },
  'myInfo.none': { en: 'None on record.', es: 'Nada registrado.' },
  'myInfo.notGiven': { en: 'Not on record', es: 'No registrado' },
  'myInfo.noCases': {
    en: 'We did not find an open case for you. If you applied recently, your case is set up once a decision is made.',
    es: 'No encontramos un caso abierto a su nombre. Si presentó una solicitud hace poco, su caso se crea cuando se tome una decisión.',
  },
  'myInfo.notLinked': {
    en: 'To see the information we keep about your household, you need an enhanced account that is linked to your case. Confirming your identity takes less than five minutes.',
    es: 'Para ver la información que tenemos sobre su hogar, necesita una cuenta mejorada vinculada a su caso. Confirmar su identidad toma menos de cinco minutos.',
  },
  'myInfo.delinked': {
    en: 'The extra features of your account are turned off, so we cannot show your information. Contact your local county office to turn them back on.',
    es: 'Las funciones adicionales de su cuenta están desactivadas, por eso no podemos mostrar su información. Comuníquese con la oficina de su condado para volver a activarlas.',
  },
  'myInfo.back': { en: 'Back to your dashboard', es: 'Volver a su panel principal' },
});

function CaseInfo({ item, t }: { item: MyInfoCase; t: T }) {
  const { day } = useDates();
  const money = useMoney();
  const status = (code: string) => {
    const key = `myInfo.status.${code}`;
    return key in messages ? t(key as keyof typeof messages) : code;
  };
  const notGiven = t('myInfo.notGiven');
  const ref = item.caseReference;
  return (
    <section className="margin-bottom-4" aria-labelledby={`case-${ref}`}>
      <h2 id={`case-${ref}`}>
        {t('myInfo.case', { reference: ref })} <span className="usa-tag">{status(item.caseStatus)}</span>
      </h2>
      <Records
        id={`programs-${ref}`}
        heading={t('myInfo.programs')}
        t={t}
        columns={[t('myInfo.program'), t('myInfo.programStatus'), t('myInfo.period'), t('myInfo.benefit')]}
        rows={item.programs.map((p) => [
          p.programName,
          status(p.status),
          p.certificationStartOn && p.certificationEndOn
            ? t('myInfo.periodDates', { start: day(p.certificationStartOn), end: day(p.certificationEndOn) })
            : notGiven,
          p.benefitAmount === null ? '—' : money(p.benefitAmount),
        ])}
      />
      <MedicaidOffers reference={ref} />
      <Records
        id={`members-${ref}`}
        heading={t('myInfo.members')}
        t={t}
        update="HOUSEHOLD"
        columns={[
          t('myInfo.name'),
          t('myInfo.relationship'),
          t('myInfo.birth'),
          t('myInfo.ssn'),
          t('myInfo.citizenship'),
        ]}
        rows={item.householdMembers.map((m) => [
          m.name,
          m.relationship,
          m.dateOfBirth ? day(m.dateOfBirth) : notGiven,
          m.ssn ?? notGiven,
          m.citizenshipStatus ?? notGiven,
        ])}
      />
      <Records
        id={`incomes-${ref}`}
        heading={t('myInfo.incomes')}
        t={t}
        update="INCOME"
        columns={[
          t('myInfo.person'),
          t('myInfo.incomeType'),
          t('myInfo.employer'),
          t('myInfo.amount'),
          t('myInfo.frequency'),
        ]}
        rows={item.incomes.map((i) => [i.memberName, i.type, i.employerName ?? '—', money(i.amount), i.frequency])}
      />
      {item.nfPregnancyList.length > 0 && (
        <Records
          id={`pregnancies-${ref}`}
          heading={t('myInfo.pregnancies')}
          t={t}
          columns={[t('myInfo.person'), t('myInfo.dueDate'), t('myInfo.unborn')]}
          rows={item.nfPregnancyList.map((p) => [
            p.pregnancyMemberName,
            p.pregnancyDueDate ? day(p.pregnancyDueDate) : notGiven,
            String(p.pregnancyNoOfUnborn),
          ])}
        />
      )}
      <section aria-labelledby={`home-${ref}`}>
        <h3 id={`home-${ref}`}>{t('myInfo.home')}</h3>
        {item.livingArrangement ? (
          <>
            <p className="margin-bottom-1">{item.livingArrangement.address}</p>
            <p className="margin-top-0">
              {t('myInfo.occupants', { names: item.livingArrangement.addressOccupants.join(', ') })}
            </p>
          </>
        ) : (
          <p>{t('myInfo.none')}</p>
        )}
        <UpdateLink part="ADDRESS" what={t('myInfo.home')} t={t} />
      </section>
      <Records
        id={`costs-${ref}`}
        heading={t('myInfo.costs')}
        t={t}
        update="COSTS"
        columns={[t('myInfo.cost'), t('myInfo.amount')]}
        rows={item.expenses.map((e) => [e.kind, money(e.amount)])}
      />
      <Records
        id={`representatives-${ref}`}
        heading={t('myInfo.representatives')}
        t={t}
        columns={[t('myInfo.name'), t('myInfo.relationship'), t('myInfo.phone'), t('myInfo.mayDo')]}
        rows={item.authorizedRepresentatives.map((a) => [a.name, a.relationship, a.phone, a.powers.join('; ')])}
      />
      <p>
        <Link className="usa-link" to={ROUTES.lifeEvents}>
          {t('myInfo.nameRepresentative')}
        </Link>
      </p>
    </section>
  );
}

/** /nf-my-information: what the agency keeps about the linked person's households, case by case. */
export function Component() {
  const { t, ready } = useBrandT(messages, 'myInfo.title');
  const account = useUserAccount();
  const linked = account.data?.userType === 'LINKED';
  const info = useMyInformation(linked);
  if (!ready || account.isPending || (linked && info.isPending)) return <Loading />;
  const refused = !linked || isForbidden(info.error) || !info.data;
  return (
    <ReadingColumn>
      <h1>{t('myInfo.title')}</h1>
      {refused ? (
        <NotLinked
          delinked={account.data?.isDelinked ?? false}
          text={t(account.data?.isDelinked ? 'myInfo.delinked' : 'myInfo.notLinked')}
        />
      ) : (
        <>
          <p className="usa-intro">{t('myInfo.intro')}</p>
          {info.data!.accountSummary.pendingChangeOfCircumstanceEventInd && (
            <Pending text={t('myInfo.pendingChange')} />
          )}
          {info.data!.accountSummary.pendingAnnualRenewalInd && <Pending text={t('myInfo.pendingRenewal')} />}
          <p>
            <Link className="usa-link" to={ROUTES.caseworkerInfo}>
              {t('myInfo.office')}
            </Link>
          </p>
          {info.data!.cases.length === 0 ? (
            <p>{t('myInfo.noCases')}</p>
          ) : (
            info.data!.cases.map((c) => <CaseInfo key={c.caseReference} item={c} t={t} />)
          )}
        </>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to={ROUTES.account}>
          {t('myInfo.back')}
        </Link>
      </p>
    </ReadingColumn>
  );
}

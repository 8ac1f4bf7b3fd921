import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { pathTo } from '@portal/contracts/http';
import type { AnbFacility } from '@portal/contracts/newborn';
import { isSignedInType, useUserAccount } from '../../app/session';
import { ReadingColumn } from '../../components/Article';
import { CallError } from '../../components/CallError';
import { ErrorSummary, type FieldError } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { TextField } from '../../components/TextField';
import { fieldMessages, isForbidden, isRecordId } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useFacilities, useSubmitReferral } from './api';
import { clearDraft, loadDraft, type ReferralDraft, useNewReferralPath, useFormId } from './draft';
import { referralMessages } from './messages';
import { NotProvider } from './NotProvider';

const messages = defineMessages({
  'nbSign.title': { en: 'Sign and submit the referral', es: 'Firme y envíe el referido' },
  'nbSign.review': { en: 'Check the referral before you sign it.', es: 'Revise el referido antes de firmarlo.' },
  'nbSign.change': { en: 'Change the referral', es: 'Cambiar el referido' },
  'nbSign.none': {
    en: 'There is no referral to sign here. It was sent already, or it was started in another browser tab.',
    es: 'No hay un referido para firmar aquí. Ya se envió, o se empezó en otra pestaña del navegador.',
  },
  'nbSign.start': { en: 'Start a referral', es: 'Empezar un referido' },
  'nbSign.first': { en: 'Your first name', es: 'Su nombre' },
  'nbSign.last': { en: 'Your last name', es: 'Su apellido' },
  'nbSign.agree': {
    en: 'I confirm that this information is true and that this baby was born to this mother at our facility.',
    es: 'Confirmo que esta información es verdadera y que este bebé nació de esta madre en nuestro centro.',
  },
  'nbSign.agreeRequired': { en: 'Select the required box below.', es: 'Marque la casilla obligatoria de abajo.' },
  'nbSign.submit': { en: 'Sign and submit', es: 'Firmar y enviar' },
});

/**
 * /nf-submit-auto-new-born-assistance/sign-and-submit/:formId. Not guarded as a route (as the
 * spec says): someone not signed in is offered the sign-in, and the server refuses the calls anyway.
 */
export function Component() {
  const newReferral = useNewReferralPath();
  const formId = useFormId(ROUTES.newbornSignAndSubmit);
  const account = useUserAccount();
  const signedIn = isSignedInType(account.data?.userType);
  const facilities = useFacilities(signedIn && isRecordId(formId));
  const t = useT(messages);
  useDocumentTitle(t('nbSign.title'));
  if (account.isPending) return <Loading />;
  if (account.isError) throw account.error;
  if (!signedIn) return <NotProvider signIn />;
  if (isForbidden(facilities.error)) return <NotProvider />;
  if (facilities.isError) throw facilities.error;
  const draft = isRecordId(formId) ? loadDraft(formId) : null;
  if (draft && !facilities.data) return <Loading />;
  return (
    <ReadingColumn>
      <h1>{t('nbSign.title')}</h1>
      {draft && facilities.data ? (
        <SignForm formId={formId} draft={draft} facilities={facilities.data.facilities} />
      ) : (
        <>
          <p>{t('nbSign.none')}</p>
          <Link className="usa-button" to={newReferral}>
            {t('nbSign.start')}
          </Link>
        </>
      )}
    </ReadingColumn>
  );
}

function SignForm({ formId, draft, facilities }: { formId: string; draft: ReferralDraft; facilities: AnbFacility[] }) {
  const t = useT(messages);
  const r = useT(referralMessages);
  const navigate = useNavigate();
  const submit = useSubmitReferral();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [agree, setAgree] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldMessages(submit.error);
  const errorOf = (f: string) => local[f] ?? server[f];
  // The box is named by its own statement, which the summary reads from the page.
  const summary: FieldError[] = [
    { fieldId: 'signatureFirstName', label: t('nbSign.first') },
    { fieldId: 'signatureLastName', label: t('nbSign.last') },
    { fieldId: 'agree', label: undefined },
  ].flatMap((f) => (errorOf(f.fieldId) ? [{ ...f, message: errorOf(f.fieldId)! }] : []));
  // A mistake in the referral itself (the mother no longer found): back to the form to change it.
  const formProblem = Object.entries(server).find(
    ([f]) => !['signatureFirstName', 'signatureLastName', 'agree'].includes(f),
  );
  const facility = facilities.find((f) => f.providerConcernRoleID === draft.providerConcernRoleID);
  const rows: [string, string][] = [
    [r('nbRef.facility'), facility?.ANBProviderName ?? ''],
    [r('nbRef.motherId'), draft.motherClientId],
    [r('nbRef.col.mother'), `${draft.motherFirstName} ${draft.motherLastName}`],
    [r('nbRef.motherBirth'), draft.motherBirthDate],
    [r('nbRef.col.newborn'), `${draft.newbornFirstName} ${draft.newbornLastName}`],
    [r('nbRef.newbornBirth'), draft.newbornBirthDate],
    [r('nbRef.newbornSex'), draft.newbornSex ? r(`nbRef.sex.${draft.newbornSex}`) : ''],
  ];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!first.trim()) problems.signatureFirstName = r('nbRef.fieldRequired');
    if (!last.trim()) problems.signatureLastName = r('nbRef.fieldRequired');
    if (!agree) problems.agree = t('nbSign.agreeRequired');
    setLocal(problems);
    submit.reset();
    if (Object.keys(problems).length > 0) return;
    const body = {
      ...draft,
      newbornSex: draft.newbornSex as 'F' | 'M',
      formId,
      signatureFirstName: first,
      signatureLastName: last,
      agree: true as const,
    };
    submit.mutate(body, {
      onSuccess: () => {
        clearDraft(formId);
        void navigate(pathTo(ROUTES.newbornConfirmation, { formId }), { replace: true });
      },
    });
  };
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
      {formProblem && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{formProblem[1]}</p>
          </div>
        </div>
      )}
      <CallError error={Object.keys(server).length ? null : submit.error} />
      <p>{t('nbSign.review')}</p>
      <dl className="usa-list usa-list--unstyled">
        {rows.map(([label, value]) => (
          <div key={label} className="margin-bottom-1">
            <dt className="text-bold">{label}</dt>
            <dd className="margin-left-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link className="usa-link" to={pathTo(ROUTES.newbornForm, { formId })}>
          {t('nbSign.change')}
        </Link>
      </p>
      <TextField
        id="signatureFirstName"
        label={t('nbSign.first')}
        requiredMark={r('nbRef.required')}
        value={first}
        error={errorOf('signatureFirstName')}
        onChange={(e) => setFirst(e.target.value)}
        autoComplete="given-name"
        required
      />
      <TextField
        id="signatureLastName"
        label={t('nbSign.last')}
        requiredMark={r('nbRef.required')}
        value={last}
        error={errorOf('signatureLastName')}
        onChange={(e) => setLast(e.target.value)}
        autoComplete="family-name"
        required
      />
      <div className={`usa-form-group${errorOf('agree') ? ' usa-form-group--error' : ''}`}>
        {errorOf('agree') && (
          <span className="usa-error-message" id="agree-error">
            {errorOf('agree')}
          </span>
        )}
        <div className="usa-checkbox">
          <input
            className="usa-checkbox__input"
            id="agree"
            type="checkbox"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            aria-describedby={errorOf('agree') ? 'agree-error' : undefined}
          />
          <label className="usa-checkbox__label" htmlFor="agree">
            {t('nbSign.agree')}
          </label>
        </div>
      </div>
      <button type="submit" className="usa-button margin-top-3" disabled={submit.isPending}>
        {t('nbSign.submit')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '../../router';
import type { AnbFacility, AnbReferralSearch } from '@portal/contracts/newborn';
import { REFERRAL_SEARCH_BY, referralSearchProblem, type ReferralSearchBy } from '@portal/contracts/newborn-api';
import { ROUTES } from '@portal/contracts/routes';
import { CallError } from '../../components/CallError';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { FieldFrame, TextField } from '../../components/TextField';
import { fieldMessages, isForbidden } from '../../components/apiErrors';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useFacilities, useReferralSearch } from './api';
import { useNewReferralPath } from './draft';
import { referralMessages, searchProblemKey } from './messages';
import { NotProvider } from './NotProvider';
import { ReferralResults } from './ReferralResults';

const messages = defineMessages({
  'nbList.title': { en: 'Your referrals', es: 'Sus referidos' },
  'nbList.archivedTitle': { en: 'Archived referrals', es: 'Referidos archivados' },
  'nbList.intro': {
    en: 'Newborn referrals of your facilities, in the order they were sent. Archive the ones the office processed to keep this list short.',
    es: 'Los referidos de recién nacidos de sus centros, en el orden en que se enviaron. Archive los que la oficina procesó para mantener esta lista corta.',
  },
  'nbList.archivedIntro': {
    en: 'Processed referrals your facilities archived.',
    es: 'Referidos procesados que sus centros archivaron.',
  },
  'nbList.search': { en: 'Search referrals', es: 'Buscar referidos' },
  'nbList.allFacilities': { en: 'All your facilities', es: 'Todos sus centros' },
  'nbList.searchBy': { en: 'Search by', es: 'Buscar por' },
  'nbList.by.none': { en: 'Show all', es: 'Mostrar todos' },
  'nbList.by.MOTHER_NAME': { en: 'Mother’s name', es: 'Nombre de la madre' },
  'nbList.by.MOTHER_ID': { en: 'Mother’s case number', es: 'Número de caso de la madre' },
  'nbList.by.NEWBORN_NAME': { en: 'Newborn’s name', es: 'Nombre del recién nacido' },
  'nbList.by.NEWBORN_DOB': { en: 'Newborn’s date of birth', es: 'Fecha de nacimiento del recién nacido' },
  'nbList.value': { en: 'Search for', es: 'Texto a buscar' },
  'nbList.valueHint': {
    en: 'A name: at least 2 letters. A date of birth: MM/DD/YYYY. A case number: for example C-100234.',
    es: 'Un nombre: al menos 2 letras. Una fecha de nacimiento: MM/DD/AAAA. Un número de caso: por ejemplo C-100234.',
  },
  'nbList.submit': { en: 'Search', es: 'Buscar' },
});

/** Five to a page: a provider's screen stays short, even at 320 px wide. */
export const PAGE_SIZE = 5;

/** /your-referrals and /archived-referrals: search the facilities' referrals, page through them, archive. */
export function Component() {
  const newReferral = useNewReferralPath();
  const archived = useLocation().pathname === ROUTES.archivedReferrals;
  const t = useT(messages);
  const r = useT(referralMessages);
  useDocumentTitle(t(archived ? 'nbList.archivedTitle' : 'nbList.title'));
  const facilities = useFacilities();
  if (isForbidden(facilities.error)) return <NotProvider />;
  if (facilities.isError) throw facilities.error;
  if (!facilities.data) return <Loading />;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t(archived ? 'nbList.archivedTitle' : 'nbList.title')}</h1>
      <p className="usa-intro">{t(archived ? 'nbList.archivedIntro' : 'nbList.intro')}</p>
      {!archived && (
        <p>
          <Link className="usa-button" to={newReferral}>
            {r('nbRef.title')}
          </Link>
        </p>
      )}
      <Search archived={archived} facilities={facilities.data.facilities} />
    </div>
  );
}

function Search({ archived, facilities }: { archived: boolean; facilities: AnbFacility[] }) {
  const t = useT(messages);
  const r = useT(referralMessages);
  const [facility, setFacility] = useState('');
  const [by, setBy] = useState<ReferralSearchBy | ''>('');
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [query, setQuery] = useState<AnbReferralSearch>({ pageNumber: 1, pageSize: PAGE_SIZE });
  const results = useReferralSearch(archived, query);
  const serverError = fieldMessages(results.error).nfSearchByValue;
  const valueError = localError ?? serverError;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = by ? referralSearchProblem(by, value) : null;
    setLocalError(problem ? r(searchProblemKey(problem)) : null);
    if (problem) return;
    setQuery({
      pageNumber: 1,
      pageSize: PAGE_SIZE,
      ...(facility ? { nfProviderConcernRoleID: facility } : {}),
      ...(by ? { nfSearchBy: by, nfSearchByValue: value.trim() } : {}),
    });
  };
  return (
    <>
      <form
        className="usa-form usa-form--large margin-bottom-4"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="search-title"
      >
        <h2 id="search-title">{t('nbList.search')}</h2>
        <ErrorSummary
          errors={valueError ? [{ fieldId: 'nfSearchByValue', message: valueError, label: t('nbList.value') }] : []}
        />
        {facilities.length > 1 && (
          <FieldFrame id="nfProviderConcernRoleID" label={r('nbRef.facility')}>
            <select
              id="nfProviderConcernRoleID"
              className="usa-select"
              value={facility}
              onChange={(e) => setFacility(e.target.value)}
            >
              <option value="">{t('nbList.allFacilities')}</option>
              {facilities.map((f) => (
                <option key={f.providerConcernRoleID} value={f.providerConcernRoleID}>
                  {f.ANBProviderName}
                </option>
              ))}
            </select>
          </FieldFrame>
        )}
        <FieldFrame id="nfSearchBy" label={t('nbList.searchBy')}>
          <select
            id="nfSearchBy"
            className="usa-select"
            value={by}
            onChange={(e) => setBy(e.target.value as ReferralSearchBy | '')}
          >
            <option value="">{t('nbList.by.none')}</option>
            {REFERRAL_SEARCH_BY.map((b) => (
              <option key={b} value={b}>
                {t(`nbList.by.${b}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        {by && (
          <TextField
            id="nfSearchByValue"
            label={t('nbList.value')}
            hint={t('nbList.valueHint')}
            value={value}
            error={valueError ?? undefined}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="off"
          />
        )}
        <button type="submit" className="usa-button margin-top-2">
          {t('nbList.submit')}
        </button>
      </form>
      {results.isError && !serverError && <CallError error={results.error} onRetry={() => void results.refetch()} />}
      {results.isPending ? (
        <Loading />
      ) : (
        results.data && (
          <ReferralResults
            archived={archived}
            page={results.data}
            onPage={(pageNumber) => setQuery((q) => ({ ...q, pageNumber }))}
          />
        )
      )}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import type { ProviderFacility } from '@portal/contracts/organisations';
import { NotFoundPage } from '../../../app/NotFoundPage';
import { WORKER_PROVIDERS, WORKER_PROVIDER_NEW, workerProviderPath } from '../../../app/staffPaths';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../../router';
import { AddStaffForm, CreateFacilityForm, FacilityFlagsForm, FLAGS } from './ProviderForms';
import { provisioningMessages as messages } from './provisioningMessages';
import { useFacilities, useRemoveStaff } from './provisioningQueries';

/** One facility: what it may do, its staff (each removable) and the form to add one. */
function Facility({ facility, onDone }: { facility: ProviderFacility; onDone: (text: string) => void }) {
  const t = useT(messages);
  const remove = useRemoveStaff();
  const [leaving, setLeaving] = useState<{ userName: string; displayName: string } | null>(null);
  const confirmRemove = () =>
    leaving &&
    remove.mutate(
      { id: facility.facilityId, username: leaving.userName },
      {
        onSuccess: () => {
          setLeaving(null);
          onDone(t('prov.removed', { name: leaving.displayName }));
        },
      },
    );
  const allowed = FLAGS.filter((f) => facility[`${f}Allowed`]).map((f) => t(`prov.${f}`));
  return (
    <>
      <p>{t('prov.county', { code: facility.countyCode })}</p>
      <p>
        {t('prov.mayDo')}: {allowed.length > 0 ? allowed.join(', ') : t('prov.nothing')}
      </p>
      <FacilityFlagsForm facility={facility} onDone={() => onDone(t('prov.saved', { name: facility.name }))} />
      <h2>{t('prov.staff', { name: facility.name })}</h2>
      {facility.staff.length === 0 ? (
        <p>{t('prov.noStaff')}</p>
      ) : (
        <div className="usa-table-container--scrollable" tabIndex={0}>
          <table className="usa-table usa-table--stacked">
            <caption className="usa-sr-only">{t('prov.staff', { name: facility.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('prov.person')}</th>
                <th scope="col">{t('prov.username')}</th>
                <th scope="col">{t('prov.may')}</th>
                <th scope="col">{t('prov.action')}</th>
              </tr>
            </thead>
            <tbody>
              {facility.staff.map((s) => {
                const may = FLAGS.filter((f) => s[f]).map((f) => t(`prov.${f}`));
                return (
                  <tr key={s.userName}>
                    <th scope="row" data-label={t('prov.person')}>
                      {s.displayName}
                    </th>
                    <td data-label={t('prov.username')}>{s.userName}</td>
                    <td data-label={t('prov.may')}>{may.length > 0 ? may.join(', ') : t('prov.nothing')}</td>
                    <td data-label={t('prov.action')}>
                      <button
                        type="button"
                        className="usa-button usa-button--secondary"
                        disabled={remove.isPending}
                        onClick={() => {
                          remove.reset();
                          setLeaving(s);
                        }}
                      >
                        {t('prov.remove', { name: s.displayName })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={t('prov.removeTitle', { name: leaving?.displayName ?? '', facility: facility.name })}
        confirmLabel={t('prov.removeYes')}
        cancelLabel={t('prov.removeNo')}
        onConfirm={confirmRemove}
        onCancel={() => setLeaving(null)}
        pending={remove.isPending}
        destructive
      >
        <p>{t('prov.removeBody', { name: leaving?.displayName ?? '', facility: facility.name })}</p>
        <CallError error={remove.error} />
      </ConfirmDialog>
      <AddStaffForm facility={facility} onDone={(name) => onDone(t('prov.added', { name }))} />
    </>
  );
}

/** What a facility may do, in words. */
function useAllowedText() {
  const t = useT(messages);
  return (f: ProviderFacility) => {
    const allowed = FLAGS.filter((flag) => f[`${flag}Allowed`]).map((flag) => t(`prov.${flag}`));
    return allowed.length > 0 ? allowed.join(', ') : t('prov.nothing');
  };
}

/** Whether a facility answers a search: part of its name, or its county code. */
export function facilityMatches(f: ProviderFacility, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return q === '' || f.name.toLocaleLowerCase().includes(q) || f.countyCode === q;
}

/** Administrators: the provider facilities, searchable by name or county, each opening its own page. */
function FacilitiesList() {
  const t = useT(messages);
  useDocumentTitle(t('prov.title'));
  const facilities = useFacilities();
  const allowedText = useAllowedText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  if (facilities.isPending) return <Loading />;
  if (facilities.isError) throw facilities.error;
  const all = facilities.data.facilities;
  const shown = all.filter((f) => facilityMatches(f, query));
  const search = (e: FormEvent) => {
    e.preventDefault();
    const q = typed.trim();
    void navigate(q ? `${WORKER_PROVIDERS}?q=${encodeURIComponent(q)}` : WORKER_PROVIDERS, { replace: true });
  };
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('prov.title')}</h1>
      <p>{t('prov.intro')}</p>
      <p>
        <Link className="usa-button" to={WORKER_PROVIDER_NEW}>
          {t('prov.create')}
        </Link>
      </p>
      {all.length === 0 ? (
        <p>{t('prov.none')}</p>
      ) : (
        <>
          <form role="search" className="usa-form maxw-mobile-lg" onSubmit={search}>
            <label className="usa-label" htmlFor="facility-search">
              {t('prov.search')}
            </label>
            <div className="display-flex flex-wrap">
              <input
                id="facility-search"
                className="usa-input margin-right-1"
                type="search"
                value={typed}
                maxLength={100}
                onChange={(e) => setTyped(e.target.value)}
              />
              <button type="submit" className="usa-button margin-top-1">
                {t('prov.searchButton')}
              </button>
            </div>
          </form>
          <p role="status" className="margin-top-2">
            {query ? t('prov.found', { count: shown.length, query }) : t('prov.count', { count: all.length })}
          </p>
          {shown.length > 0 && (
            <div className="usa-table-container--scrollable" tabIndex={0}>
              <table className="usa-table usa-table--stacked">
                <caption className="usa-sr-only">{t('prov.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('prov.facility')}</th>
                    <th scope="col">{t('prov.countyCode')}</th>
                    <th scope="col">{t('prov.mayDo')}</th>
                    <th scope="col">{t('prov.staffCount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((f) => (
                    <tr key={f.facilityId}>
                      <th scope="row" data-label={t('prov.facility')}>
                        <Link className="usa-link" to={workerProviderPath(f.facilityId)}>
                          {f.name}
                        </Link>
                      </th>
                      <td data-label={t('prov.countyCode')}>{f.countyCode}</td>
                      <td data-label={t('prov.mayDo')}>{allowedText(f)}</td>
                      <td data-label={t('prov.staffCount')}>{f.staff.length}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** One facility's page: what it may do, its staff and the form to add one. */
function FacilityPage() {
  const t = useT(messages);
  const { id = '' } = useParams();
  const facilities = useFacilities();
  // Just enrolled: the enrol page's success line comes along.
  const enrolled = (useLocation().state as { enrolled?: unknown } | null)?.enrolled;
  const [done, setDone] = useState<string | null>(typeof enrolled === 'string' ? enrolled : null);
  const facility = facilities.data?.facilities.find((f) => f.facilityId === id);
  useDocumentTitle(facility?.name ?? t('prov.title'));
  if (facilities.isPending) return <Loading />;
  if (facilities.isError) throw facilities.error;
  if (!facility) return <NotFoundPage />;
  return (
    <div className="grid-container padding-y-4">
      <p>
        <Link className="usa-link" to={WORKER_PROVIDERS}>
          {t('prov.all')}
        </Link>
      </p>
      <h1>{facility.name}</h1>
      <ActionResult done={done} failed={null} />
      <Facility facility={facility} onDone={setDone} />
    </div>
  );
}

/** Enrolling a facility: its own page, which opens the new facility's page once it is done. */
function NewFacilityPage() {
  const t = useT(messages);
  useDocumentTitle(t('prov.create'));
  const navigate = useNavigate();
  return (
    <div className="grid-container padding-y-4">
      <p>
        <Link className="usa-link" to={WORKER_PROVIDERS}>
          {t('prov.all')}
        </Link>
      </p>
      <h1>{t('prov.create')}</h1>
      <CreateFacilityForm
        onDone={(made) =>
          void navigate(workerProviderPath(made.facilityId), {
            state: { enrolled: t('prov.created', { name: made.name }) },
          })
        }
      />
    </div>
  );
}

/** Administrators' provider facilities: the list, one facility, or the enrol form, by address. */
export function ProvidersPage() {
  const path = useLocation().pathname;
  if (path === WORKER_PROVIDERS) return <FacilitiesList />;
  if (path === WORKER_PROVIDER_NEW) return <NewFacilityPage />;
  return <FacilityPage />;
}

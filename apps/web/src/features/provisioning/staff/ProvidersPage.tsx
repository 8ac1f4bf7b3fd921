import { useState } from 'react';
import type { ProviderFacility } from '@portal/contracts/organisations';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
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
    <section className="margin-top-4 border-top-1px border-base-lighter" aria-labelledby={`f-${facility.facilityId}`}>
      <h2 id={`f-${facility.facilityId}`}>{facility.name}</h2>
      <p>{t('prov.county', { code: facility.countyCode })}</p>
      <p>
        {t('prov.mayDo')}: {allowed.length > 0 ? allowed.join(', ') : t('prov.nothing')}
      </p>
      <FacilityFlagsForm facility={facility} onDone={() => onDone(t('prov.saved', { name: facility.name }))} />
      <h3>{t('prov.staff', { name: facility.name })}</h3>
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
    </section>
  );
}

/** Administrators: the provider facilities, what each may do, and their staff accounts. */
export function ProvidersPage() {
  const t = useT(messages);
  useDocumentTitle(t('prov.title'));
  const facilities = useFacilities();
  const [done, setDone] = useState<string | null>(null);
  if (facilities.isPending) return <Loading />;
  if (facilities.isError) throw facilities.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('prov.title')}</h1>
      <p>{t('prov.intro')}</p>
      <ActionResult done={done} failed={null} />
      {facilities.data.facilities.length === 0 && <p>{t('prov.none')}</p>}
      {facilities.data.facilities.map((f) => (
        <Facility key={f.facilityId} facility={f} onDone={setDone} />
      ))}
      <div className="margin-top-4 border-top-1px border-base-lighter">
        <CreateFacilityForm onDone={(name) => setDone(t('prov.created', { name }))} />
      </div>
    </div>
  );
}

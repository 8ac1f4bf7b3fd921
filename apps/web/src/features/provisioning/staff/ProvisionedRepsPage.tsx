import { useState } from 'react';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { OneFieldForm } from './OneFieldForm';
import { provisioningMessages as messages } from './provisioningMessages';
import { useProvisionedReps, useProvisionRep, useUnprovisionRep } from './provisioningQueries';

/** Administrators: the accounts the state provisioned as authorized representatives. */
export function ProvisionedRepsPage() {
  const t = useT(messages);
  useDocumentTitle(t('reps.title'));
  const reps = useProvisionedReps();
  const add = useProvisionRep();
  const end = useUnprovisionRep();
  const [done, setDone] = useState<string | null>(null);
  if (reps.isPending) return <Loading />;
  if (reps.isError) throw reps.error;
  const list = reps.data.representatives;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('reps.title')}</h1>
      <p>{t('reps.intro')}</p>
      <ActionResult done={done} failed={null} />
      <h2>{t('reps.list')}</h2>
      {list.length === 0 ? (
        <p>{t('reps.none')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {list.map((r) => (
            <li key={r.userName} className="margin-bottom-1">
              {r.displayName} ({r.userName}){' '}
              <button
                type="button"
                className="usa-button usa-button--secondary margin-top-1"
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(r.userName, { onSuccess: () => setDone(t('reps.ended', { name: r.displayName })) })
                }
              >
                {t('reps.end', { name: r.displayName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <CallError error={end.error} />
      <div className="margin-top-4 border-top-1px border-base-lighter">
        <OneFieldForm
          id="rep-username"
          heading={t('reps.add')}
          headingLevel="h2"
          label={t('prov.username')}
          hint={t('prov.usernameHint')}
          button={t('reps.add')}
          field="username"
          mutation={add}
          onSubmit={(username, reset) =>
            add.mutate(username.trim(), {
              onSuccess: (saved) => {
                const who = saved.representatives.find(
                  (r) => r.userName.toLowerCase() === username.trim().toLowerCase(),
                );
                setDone(t('reps.added', { name: who?.displayName ?? username.trim() }));
                reset();
              },
            })
          }
        />
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { Organisation } from '@portal/contracts/organisations';
import { ActionResult } from '../../../components/ActionResult';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useT } from '../../../i18n/locale';
import { OneFieldForm } from './OneFieldForm';
import { provisioningMessages as messages } from './provisioningMessages';
import {
  useAddOrganisationUser,
  useCreateOrganisation,
  useOrganisations,
  useRemoveOrganisationUser,
} from './provisioningQueries';

function OrganisationSection({ org, onDone }: { org: Organisation; onDone: (text: string) => void }) {
  const t = useT(messages);
  const add = useAddOrganisationUser();
  const remove = useRemoveOrganisationUser();
  return (
    <section className="margin-top-4 border-top-1px border-base-lighter" aria-labelledby={`o-${org.organisationId}`}>
      <h2 id={`o-${org.organisationId}`}>{org.name}</h2>
      <p>{t('org.submitted', { count: org.submittedCount })}</p>
      <h3>{t('org.users', { name: org.name })}</h3>
      {org.users.length === 0 ? (
        <p>{t('org.noUsers')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {org.users.map((u) => (
            <li key={u.userName} className="margin-bottom-1">
              {u.displayName} ({u.userName}){' '}
              <button
                type="button"
                className="usa-button usa-button--secondary margin-top-1"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { id: org.organisationId, username: u.userName },
                    { onSuccess: () => onDone(t('org.removed', { name: u.displayName })) },
                  )
                }
              >
                {t('org.remove', { name: u.displayName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <CallError error={remove.error} />
      <OneFieldForm
        id={`org-${org.organisationId}-username`}
        heading={t('org.add', { name: org.name })}
        headingLevel="h3"
        label={t('prov.username')}
        hint={t('prov.usernameHint')}
        button={t('org.addButton')}
        field="username"
        mutation={add}
        onSubmit={(username, reset) =>
          add.mutate(
            { id: org.organisationId, username: username.trim() },
            {
              onSuccess: (saved) => {
                const who = saved.users.find((u) => u.userName.toLowerCase() === username.trim().toLowerCase());
                onDone(t('org.added', { name: who?.displayName ?? username.trim() }));
                reset();
              },
            },
          )
        }
      />
    </section>
  );
}

/** Administrators: the organisations that apply for many households, and the accounts that act for them. */
export function OrganisationsPage() {
  const t = useT(messages);
  useDocumentTitle(t('org.title'));
  const orgs = useOrganisations();
  const create = useCreateOrganisation();
  const [done, setDone] = useState<string | null>(null);
  if (orgs.isPending) return <Loading />;
  if (orgs.isError) throw orgs.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('org.title')}</h1>
      <p>{t('org.intro')}</p>
      <ActionResult done={done} failed={null} />
      {orgs.data.organisations.length === 0 && <p>{t('org.none')}</p>}
      {orgs.data.organisations.map((o) => (
        <OrganisationSection key={o.organisationId} org={o} onDone={setDone} />
      ))}
      <div className="margin-top-4 border-top-1px border-base-lighter">
        <OneFieldForm
          id="organisation-name"
          heading={t('org.create')}
          headingLevel="h2"
          label={t('prov.name')}
          button={t('org.create')}
          field="name"
          mutation={create}
          onSubmit={(name, reset) =>
            create.mutate(name, {
              onSuccess: (made) => {
                setDone(t('org.created', { name: made.name }));
                reset();
              },
            })
          }
        />
      </div>
    </div>
  );
}

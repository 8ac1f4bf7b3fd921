import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Representation } from '@portal/contracts';
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '@portal/contracts/upload-rules';
import { ApiRequestError, call } from '../../api/client';
import { AUTHORIZED_REP_KEY, useAuthorizedRep } from '../../api/representatives';
import { checkChosenFile, readAsBase64, refusalText } from '../../api/upload';
import { ActionResult, useRowAction } from '../../components/ActionResult';
import { useErrorText, useNoAnswerText } from '../../components/apiErrors';
import { useIntl, useT } from '../../i18n/locale';
import { repMessages } from './repMessages';
import { NameRepresentativeForm } from './NameRepresentativeForm';
import { SentInvitations } from './Invitations';

/** Switching who the session acts for changes what every applying page reads: read them again. */
function useActFor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (representationId: string | null) => call('actFor', { body: { representationId } }),
    onSuccess: (data) => {
      client.setQueryData(AUTHORIZED_REP_KEY, data);
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'user' && q.queryKey[1] !== AUTHORIZED_REP_KEY[1],
      });
    },
    onError: () => void client.invalidateQueries({ queryKey: AUTHORIZED_REP_KEY }),
  });
}

/** What to say when a call failed: the server's own (translated) words, or why there was no answer. */
export function useFailText() {
  const text = useErrorText();
  const noAnswer = useNoAnswerText();
  return (error: unknown): string =>
    error instanceof ApiRequestError
      ? (noAnswer(error) ?? error.errors[0]?.message ?? text(error.code))
      : text('INTERNAL');
}

export function useProgrammes() {
  const t = useT(repMessages);
  return (r: Pick<Representation, 'programmes'>) =>
    t('rep.programmes', { list: r.programmes.map((p) => t(`rep.programme.${p}`)).join(', ') });
}

/** "Acting for Ana Rivera", with the way back, while the session acts for someone. */
export function ActingForBanner() {
  const t = useT(repMessages);
  const failText = useFailText();
  const acting = useAuthorizedRep().data?.actingFor;
  const actFor = useActFor();
  if (!acting) return null;
  return (
    <div className="usa-alert usa-alert--info margin-bottom-3" role="region" aria-labelledby="acting-for">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="acting-for">
          {t('rep.actingHeading', { name: acting.name })}
        </h2>
        <p className="usa-alert__text">{t('rep.actingText', { name: acting.name })}</p>
        <button
          type="button"
          className="usa-button usa-button--outline margin-top-1"
          disabled={actFor.isPending}
          onClick={() => actFor.mutate(null)}
        >
          {t('rep.stop', { name: acting.name })}
        </button>
        <ActionResult done={null} failed={actFor.error ? failText(actFor.error) : null} />
      </div>
    </div>
  );
}

/** The representative's proof of authority for medical assistance: one file, reviewed by a caseworker. */
function AuthorityProof({ person }: { person: Representation }) {
  const t = useT(repMessages);
  const failText = useFailText();
  const l = useIntl().locale === 'es' ? 'es' : 'en';
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (chosen: File) =>
      call('uploadAuthorityDocument', {
        body: {
          representationId: person.id,
          attachment_name: chosen.name,
          attachment_id: crypto.randomUUID(),
          attachment_base_64_data: await readAsBase64(chosen),
        },
      }),
    onSuccess: (result) => {
      if (result.isSuccess) void client.invalidateQueries({ queryKey: AUTHORIZED_REP_KEY });
      else setProblem(refusalText(result, l));
    },
  });
  const id = `proof-${person.id}`;
  async function submit(e: FormEvent) {
    e.preventDefault();
    send.reset();
    if (!file) return setProblem(t('rep.proofMissing'));
    const found = await checkChosenFile(file);
    setProblem(found ? UPLOAD_MESSAGES[found][l] : null);
    if (!found) send.mutate(file);
  }
  const error = problem ?? (send.error ? failText(send.error) : null);
  return (
    <div className="margin-top-1">
      <p className="margin-y-1">{t(`rep.authority.${person.authorityStatus}`)}</p>
      {(person.authorityStatus === 'NONE' || person.authorityStatus === 'REJECTED') && (
        <form className="usa-form" onSubmit={(e) => void submit(e)} noValidate>
          <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
            <label className="usa-label" htmlFor={id}>
              {t('rep.proofLabel')}
            </label>
            <span className="usa-hint" id={`${id}-hint`}>
              {t('rep.proofHint')}
            </span>
            {error && (
              <span className="usa-error-message" id={`${id}-error`} role="alert">
                {error}
              </span>
            )}
            <input
              className="usa-input"
              id={id}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <button type="submit" className="usa-button usa-button--outline margin-top-1" disabled={send.isPending}>
            {t('rep.proofGive')}
          </button>
        </form>
      )}
      <ActionResult done={send.data?.isSuccess ? t('rep.proofGiven') : null} failed={null} />
    </div>
  );
}

/** Invitations to act for someone, waiting for this account's answer: accept or decline. */
export function PeopleYouActFor() {
  const t = useT(repMessages);
  const intl = useIntl();
  const failText = useFailText();
  const programmes = useProgrammes();
  const data = useAuthorizedRep().data;
  const actFor = useActFor();
  if (!data || data.actingForPeople.length === 0) return null;
  return (
    <section aria-labelledby="rep-people">
      <h2 id="rep-people">{t('rep.peopleHeading')}</h2>
      <p>{t('rep.peopleIntro')}</p>
      <ActionResult done={null} failed={actFor.error ? failText(actFor.error) : null} />
      <ul className="usa-list usa-list--unstyled">
        {data.actingForPeople.map((p) => (
          <li key={p.id} className="border-bottom-1px border-base-lighter padding-y-2">
            <h3 className="margin-0 font-body-md">{p.name}</h3>
            <p className="margin-y-1">
              {programmes(p)}
              <br />
              {t('rep.namedOn', { date: intl.formatDate(p.createdOn, { dateStyle: 'long' }) })}
              {p.kind === 'PROVISIONED' && (
                <>
                  <br />
                  {t('rep.provisioned')}
                </>
              )}
            </p>
            {p.programmes.includes('MA') && <AuthorityProof person={p} />}
            {data.actingFor?.id === p.id ? (
              <p className="text-bold">{t('rep.nowActing')}</p>
            ) : (
              <button
                type="button"
                className="usa-button margin-top-1"
                disabled={actFor.isPending}
                onClick={() => actFor.mutate(p.id)}
              >
                {t('rep.actFor', { name: p.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The person's own representatives: who they are, revoke, and name another. */
export function YourRepresentatives() {
  const t = useT(repMessages);
  const failText = useFailText();
  const client = useQueryClient();
  const programmes = useProgrammes();
  const data = useAuthorizedRep().data;
  const revoke = useMutation({
    mutationFn: (representationId: string) => call('revokeRepresentative', { body: { representationId } }),
    onSettled: () => void client.invalidateQueries({ queryKey: AUTHORIZED_REP_KEY }),
  });
  const { doneFor, act } = useRowAction(revoke);
  if (!data) return null;
  return (
    <section aria-labelledby="rep-yours">
      <h2 id="rep-yours">{t('rep.yoursHeading')}</h2>
      <ActionResult
        done={doneFor ? t('rep.revoked', { name: doneFor }) : null}
        failed={revoke.error ? failText(revoke.error) : null}
      />
      {data.representatives.length === 0 ? (
        <p>{t('rep.yoursNone')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {data.representatives.map((r) => (
            <li key={r.id} className="border-bottom-1px border-base-lighter padding-y-2">
              <h3 className="margin-0 font-body-md">{r.name}</h3>
              <p className="margin-y-1">{programmes(r)}</p>
              <button
                type="button"
                className="usa-button usa-button--secondary"
                disabled={revoke.isPending}
                onClick={() => act(r.id, r.name)}
              >
                {t('rep.revoke', { name: r.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <SentInvitations sent={data.sentInvitations} />
      <NameRepresentativeForm onNamed={() => void client.invalidateQueries({ queryKey: AUTHORIZED_REP_KEY })} />
    </section>
  );
}

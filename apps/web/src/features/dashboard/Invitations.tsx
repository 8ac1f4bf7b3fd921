import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceivedInvitation, SentInvitation } from '@portal/contracts';
import { call } from '../../api/client';
import { AUTHORIZED_REP_KEY, useAuthorizedRep } from '../../api/representatives';
import { ActionResult, useRowAction } from '../../components/ActionResult';
import { useIntl, useT } from '../../i18n/locale';
import { repMessages } from './repMessages';
import { useFailText, useProgrammes } from './Representatives';

export function InvitationsForYou() {
  const t = useT(repMessages);
  const intl = useIntl();
  const failText = useFailText();
  const programmes = useProgrammes();
  const client = useQueryClient();
  const data = useAuthorizedRep().data;
  const [answered, setAnswered] = useState<string | null>(null);
  const respond = useMutation({
    mutationFn: ({ invitation, accept }: { invitation: ReceivedInvitation; accept: boolean }) =>
      call('respondToInvitation', { body: { invitationId: invitation.id, accept } }),
    onSuccess: (result, { invitation, accept }) => {
      client.setQueryData(AUTHORIZED_REP_KEY, result);
      setAnswered(t(accept ? 'rep.invitationAccepted' : 'rep.invitationDeclined', { name: invitation.name }));
    },
    onError: () => void client.invalidateQueries({ queryKey: AUTHORIZED_REP_KEY }),
  });
  if (!data || (data.invitations.length === 0 && !answered && !respond.error)) return null;
  return (
    <section aria-labelledby="rep-invitations">
      <h2 id="rep-invitations">{t('rep.invitationsHeading')}</h2>
      <ActionResult done={answered} failed={respond.error ? failText(respond.error) : null} />
      {data.invitations.length === 0 ? (
        <p>{t('rep.invitationsNone')}</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {data.invitations.map((i) => (
            <li key={i.id} className="border-bottom-1px border-base-lighter padding-y-2">
              <h3 className="margin-0 font-body-md">{t('rep.invitationFrom', { name: i.name })}</h3>
              <p className="margin-y-1">
                {programmes(i)}
                <br />
                {t('rep.invitationUntil', { date: intl.formatDate(i.expiresOn, { dateStyle: 'long' }) })}
              </p>
              <div className="usa-button-group">
                <button
                  type="button"
                  className="usa-button"
                  disabled={respond.isPending}
                  onClick={() => {
                    setAnswered(null);
                    respond.mutate({ invitation: i, accept: true });
                  }}
                >
                  {t('rep.accept', { name: i.name })}
                </button>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={respond.isPending}
                  onClick={() => {
                    setAnswered(null);
                    respond.mutate({ invitation: i, accept: false });
                  }}
                >
                  {t('rep.decline', { name: i.name })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The invitations the person sent: what they typed, the programmes, where each stands; withdraw one still waiting. */
export function SentInvitations({ sent }: { sent: SentInvitation[] }) {
  const t = useT(repMessages);
  const intl = useIntl();
  const failText = useFailText();
  const programmes = useProgrammes();
  const client = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (invitationId: string) => call('withdrawInvitation', { body: { invitationId } }),
    onSettled: () => void client.invalidateQueries({ queryKey: AUTHORIZED_REP_KEY }),
  });
  const { doneFor, act } = useRowAction(withdraw);
  if (sent.length === 0) return null;
  return (
    <>
      <h3>{t('rep.sentHeading')}</h3>
      <ActionResult
        done={doneFor ? t('rep.withdrawn', { lookup: doneFor }) : null}
        failed={withdraw.error ? failText(withdraw.error) : null}
      />
      <ul className="usa-list usa-list--unstyled">
        {sent.map((i) => (
          <li key={i.id} className="border-bottom-1px border-base-lighter padding-y-2">
            <p className="margin-0 text-bold">{i.lookup}</p>
            <p className="margin-y-1">
              {programmes(i)}
              <br />
              {t('rep.sentOn', { date: intl.formatDate(i.createdOn, { dateStyle: 'long' }) })}
              <br />
              {t(`rep.sentStatus.${i.status}`, {
                date: intl.formatDate(i.expiresOn, { dateStyle: 'long' }),
              })}
            </p>
            {i.status === 'PENDING' && (
              <button
                type="button"
                className="usa-button usa-button--secondary"
                disabled={withdraw.isPending}
                onClick={() => act(i.id, i.lookup)}
              >
                {t('rep.withdraw', { lookup: i.lookup })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The people the signed-in representative acts for, each with a switch. */

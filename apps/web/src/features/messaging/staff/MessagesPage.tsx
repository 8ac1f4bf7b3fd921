import { useMemo, useState } from 'react';
import { QUEUE_SEARCH_MAX, QUEUE_VIEWS, type QueueView } from '@portal/contracts/applications-api';
import { MESSAGE_QUEUE_READ } from '@portal/contracts/messaging-api';
import type { WorkerMessageQueueRow } from '@portal/contracts/messages-queue';
import { CallError } from '../../../components/CallError';
import { Loading } from '../../../components/Loading';
import { useApiFieldErrors, useErrorText } from '../../../components/apiErrors';
import { AssigneeCell, AssignmentResult } from '../../../components/staff/Assignment';
import { queueResult, WorkQueue, useQueueAddress, type QueuePage } from '../../../components/staff/WorkQueue';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useIntl, useT } from '../../../i18n/locale';
import { useMarkRead, useMessageAssignment, useMessageCases, useMessageQueue } from './messageQueries';
import { staffMessageTexts as messages } from './staffMessageTexts';
import { WriteForm, type ReplyTo } from './WriteMessageForm';

const FILTERS = ['read'] as const;

/**
 * Staff: the office's residents' messages waiting for an answer, searched, filtered, paged and
 * assigned (ADR 0418), and the form to write to the person on a case (a row's Reply fills it in).
 */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('wMessages.title'));
  const cases = useMessageCases();
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
  if (cases.isPending) return <Loading />;
  if (cases.isError) throw cases.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{t('wMessages.title')}</h1>
      <p>{t('wMessages.intro')}</p>
      <MessageQueue onReply={setReplyTo} />
      <WriteForm key={replyTo?.messageId ?? 'new'} cases={cases.data.cases} replyTo={replyTo} />
    </div>
  );
}

/** The queue of messages waiting for an answer, with Assign to me / Take over / Release and Reply in each row. */
function MessageQueue({ onReply }: { onReply: (to: ReplyTo) => void }) {
  const t = useT(messages);
  const intl = useIntl();
  const address = useQueueAddress(FILTERS, QUEUE_VIEWS);
  const errorText = useErrorText();
  // A search too long is said at once (the server would refuse it with the same words).
  const problems: Record<string, string> =
    address.values.q!.length > QUEUE_SEARCH_MAX ? { q: errorText('validation.queue.search') } : {};
  const queue = useMessageQueue(address.request, Object.keys(problems).length === 0);
  const assignment = useMessageAssignment();
  const refusal = useApiFieldErrors(assignment.error);
  const page = useMemo<QueuePage<WorkerMessageQueueRow> | undefined>(
    () =>
      queue.data && {
        rows: queue.data.messages,
        total: queue.data.total,
        page: queue.data.page,
        pageSize: queue.data.pageSize,
      },
    [queue.data],
  );
  const view = address.view as QueueView;
  const filtered = FILTERS.some((f) => address.values[f]) || Boolean(address.values.q);
  const done = assignment.isSuccess && assignment.variables;

  const labels = {
    assign: t('wMessages.assign'),
    takeOver: t('wMessages.takeOver'),
    release: t('wMessages.release'),
  };

  return (
    <>
      <AssignmentResult
        done={
          done
            ? t(done.action === 'release' ? 'wMessages.released' : 'wMessages.assigned', { subject: done.subject })
            : null
        }
        refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
      />
      <WorkQueue<WorkerMessageQueueRow>
        address={address}
        query={queueResult(queue, page)}
        searchLabel={t('wMessages.search')}
        searchHint={t('wMessages.searchHint')}
        filters={[
          {
            name: 'read',
            label: t('wMessages.readFilter'),
            options: MESSAGE_QUEUE_READ.map((r) => ({ value: r, label: t(`wMessages.filter.${r}`) })),
          },
        ]}
        views={QUEUE_VIEWS.map((v) => ({ value: v, label: t(`wMessages.view.${v}`) }))}
        caption={t('wMessages.caption')}
        problems={problems}
        empty={t(filtered ? 'wMessages.emptyFiltered' : view === 'mine' ? 'wMessages.emptyMine' : 'wMessages.empty')}
        rowKey={(m) => m.id}
        columns={[
          { label: t('wMessages.subject'), cell: (m) => m.subjectText },
          {
            label: t('wMessages.text'),
            cell: (m) => (
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.communicationText}</span>
            ),
          },
          { label: t('wMessages.resident'), cell: (m) => m.personName },
          { label: t('wMessages.caseColumn'), cell: (m) => m.caseReference },
          {
            label: t('wMessages.received'),
            cell: (m) => intl.formatDate(m.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          },
          { label: t('wMessages.age'), cell: (m) => t('wMessages.days', { count: m.ageDays }) },
          {
            label: t('wMessages.status'),
            cell: (m) =>
              m.read ? (
                t('wMessages.readByOffice')
              ) : (
                <>
                  <span className="usa-tag bg-secondary-dark display-inline-block">{t('wMessages.new')}</span>
                  <MarkRead id={m.id} subject={m.subjectText} />
                </>
              ),
          },
          {
            label: t('wMessages.assignee'),
            cell: (m) => (
              <AssigneeCell
                assignee={m.assignee}
                labels={labels}
                which={t('wMessages.which', { subject: m.subjectText, person: m.personName })}
                pending={assignment.isPending}
                onAction={(action) => assignment.mutate({ id: m.id, subject: m.subjectText, action })}
              />
            ),
          },
          {
            label: t('wMessages.answer'),
            cell: (m) =>
              m.canReply ? (
                <button
                  type="button"
                  className="usa-button usa-button--small"
                  aria-label={t('wMessages.replyTo', { person: m.personName, subject: m.subjectText })}
                  onClick={() =>
                    onReply({ messageId: m.id, caseId: m.caseId, subject: m.subjectText, person: m.personName })
                  }
                >
                  {t('wMessages.reply')}
                </button>
              ) : (
                t('wMessages.cannotReply')
              ),
          },
        ]}
      />
    </>
  );
}

/** Marks a person's message read by the office; the queue is read again. */
function MarkRead({ id, subject }: { id: string; subject: string }) {
  const t = useT(messages);
  const mark = useMarkRead();
  return (
    <>
      <CallError error={mark.error} />
      <button
        type="button"
        className="usa-button usa-button--outline usa-button--small margin-top-1"
        aria-label={t('wMessages.markReadOf', { subject })}
        disabled={mark.isPending}
        onClick={() => mark.mutate(id)}
      >
        {t('wMessages.markRead')}
      </button>
    </>
  );
}

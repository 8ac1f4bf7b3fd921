import type { QueueAssignee } from '@portal/contracts/applications-responses';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { ActionResult } from '../ActionResult';

const messages = defineMessages({
  'assignment.nobody': { en: 'Nobody', es: 'Nadie' },
  'assignment.you': { en: 'You ({name})', es: 'Usted ({name})' },
});

/** What a queue row's button does: take a free item, take over another's, or let one's own go. */
export type AssignAction = 'assign' | 'takeOver' | 'release';

/** The action a row offers for who has it now. */
export const assignActionOf = (assignee: QueueAssignee | null): AssignAction =>
  !assignee ? 'assign' : assignee.mine ? 'release' : 'takeOver';

/**
 * A queue row's "Assign to me" / "Take over" / "Release" button (ADR 0411). The visible words come
 * first in its name (WCAG 2.5.3), then which item: every row has one.
 */
export function AssignButton({
  action,
  label,
  which,
  pending,
  onClick,
}: {
  action: AssignAction;
  label: string;
  which: string;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`usa-button ${action === 'assign' ? '' : 'usa-button--outline '}margin-top-1`}
      disabled={pending}
      aria-label={`${label}, ${which}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Above a queue: what the last assignment did, or why it was refused (someone else has the item). */
export function AssignmentResult({ done, refused }: { done: string | null; refused: string | null }) {
  return (
    <div className={done || refused ? 'margin-bottom-2' : undefined}>
      <ActionResult done={done} failed={refused} />
    </div>
  );
}

/**
 * A queue row's "Assigned to" cell: who has the item ("You (name)", their name, or nobody) and the
 * button for what the reader may do with it. `labels` are the queue's own words for each action
 * (Spanish agrees them with the item: "Asignármela", "Asignármelo").
 */
export function AssigneeCell({
  assignee,
  labels,
  which,
  pending,
  onAction,
}: {
  assignee: QueueAssignee | null;
  labels: Record<AssignAction, string>;
  which: string;
  pending: boolean;
  onAction: (action: AssignAction) => void;
}) {
  const t = useT(messages);
  const action = assignActionOf(assignee);
  return (
    <>
      <span className="display-block">
        {assignee
          ? assignee.mine
            ? t('assignment.you', { name: assignee.name })
            : assignee.name
          : t('assignment.nobody')}
      </span>
      <AssignButton
        action={action}
        label={labels[action]}
        which={which}
        pending={pending}
        onClick={() => onAction(action)}
      />
    </>
  );
}

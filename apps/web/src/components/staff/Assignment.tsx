import type { QueueAssignee } from '@portal/contracts/applications-responses';
import { ActionResult } from '../ActionResult';

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

import type { ReactNode } from 'react';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The button that does it ("Remove", "Turn back on"), and the one that does nothing. */
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the change is being sent: the confirm button cannot be pressed twice. */
  pending?: boolean;
  /** Something that takes away (removing): the confirm button in the secondary (red) style. */
  destructive?: boolean;
  children: ReactNode;
}

/** "Are you sure?" before a change a staff member cannot take back with one click. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, confirmLabel, cancelLabel, onConfirm, onCancel, pending, destructive, children } = props;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <li className="usa-button-group__item">
            <button
              type="button"
              className={destructive ? 'usa-button usa-button--secondary' : 'usa-button'}
              disabled={pending}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--unstyled padding-105" onClick={onCancel}>
              {cancelLabel}
            </button>
          </li>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

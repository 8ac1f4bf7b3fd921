import { useEffect } from 'react';
import { useLocation } from '../../../router';
import { RECOVERY_CODE_MINUTES } from '@portal/contracts/recovery-api';

/** What a password recovery carries from page to page (in the history entry, so a reload keeps it). */
export interface RecoveryState {
  requestId: string;
  username: string;
  contact: string;
  minutes: number;
}

export function useRecoveryState(): RecoveryState | null {
  const state = useLocation().state as Partial<RecoveryState> | null;
  return state?.requestId && state.username && state.contact
    ? {
        requestId: state.requestId,
        username: state.username,
        contact: state.contact,
        minutes: state.minutes ?? RECOVERY_CODE_MINUTES,
      }
    : null;
}

/**
 * When a page shows its next step in place (a new heading, no new address), focus moves to the new
 * heading, as it does after a change of page, so a screen reader announces where the person is.
 */
export function useFocusHeadingWhen(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const h1 = document.querySelector<HTMLHeadingElement>('#main-content h1');
    if (!h1) return;
    if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
    h1.focus();
  }, [shown]);
}

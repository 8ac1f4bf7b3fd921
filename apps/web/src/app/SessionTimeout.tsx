import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionStatus } from '@portal/contracts';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../api/client';
import { endSession, keepSessionAlive, resetClientState } from './session';

const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog'));

/** The dialog appears this long before the server would end the session (at least 20 s to answer). */
export const WARN_BEFORE_MS = 2 * 60_000;
/** Activity reaches the server at most this often (docs/ARCHITECTURE.md: at most once a minute while active). */
export const PING_EVERY_MS = 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export interface SignedOutState {
  signedOut: 'timeout';
}

/**
 * Watches a signed-in person's activity. Their interactions restart the server's inactivity
 * clock (a keep-alive at most every minute); shortly before the limit a dialog asks whether to
 * stay; if nobody answers, the person is signed out and told why on the page they land on.
 */
export function SessionTimeout({ idleSeconds }: { idleSeconds: number }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const idleMs = idleSeconds * 1000;
  const warnMs = Math.min(WARN_BEFORE_MS, idleMs / 2);
  const deadline = useRef(0);
  const lastPing = useRef(0);
  /** Time left while the dialog shows; null while the person is active. */
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const warningRef = useRef(false);
  const signingOut = useRef(false);

  const applyStatus = useCallback((status: SessionStatus, sentAt: number) => {
    // The server's own clock says how long is left; count it down on ours from when we asked
    // (a slow answer must not push the deadline past the server's).
    deadline.current = sentAt + (Date.parse(status.idleExpiresAt) - Date.parse(status.now));
  }, []);

  const signOut = useCallback(async () => {
    if (signingOut.current) return;
    signingOut.current = true;
    await endSession().catch(() => undefined);
    // Home first, then forget the account: the signed-in page would otherwise send to login.
    const state: SignedOutState = { signedOut: 'timeout' };
    await navigate(ROUTES.home, { state });
    await resetClientState(client);
  }, [client, navigate]);

  const ping = useCallback(async () => {
    const sentAt = Date.now();
    lastPing.current = sentAt;
    try {
      const status = await keepSessionAlive();
      if (status) applyStatus(status, sentAt);
      return status !== null;
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) void signOut();
      return false;
    }
  }, [applyStatus, signOut]);

  // Arriving signed in counts as activity; it also tells us the server's deadline.
  useEffect(() => {
    deadline.current = Date.now() + idleMs;
    void ping();
  }, [ping, idleMs]);

  useEffect(() => {
    const onActivity = () => {
      if (warningRef.current || Date.now() - lastPing.current < PING_EVERY_MS) return;
      void ping();
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true, capture: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity, { capture: true });
    };
  }, [ping]);

  useEffect(() => {
    const timer = setInterval(() => {
      const t = Date.now();
      if (t >= deadline.current) {
        void signOut();
        return;
      }
      const show = t >= deadline.current - warnMs;
      warningRef.current = show;
      setRemainingMs(show ? deadline.current - t : null);
    }, 1000);
    return () => clearInterval(timer);
  }, [signOut, warnMs]);

  const stay = useCallback(async () => {
    if (await ping()) {
      warningRef.current = false;
      setRemainingMs(null);
    }
  }, [ping]);

  if (remainingMs === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog remainingMs={remainingMs} onStay={stay} onSignOut={signOut} />
    </Suspense>
  );
}

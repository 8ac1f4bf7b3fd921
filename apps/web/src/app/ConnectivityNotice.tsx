import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, call } from '../api/client';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'offline.offline': {
    en: 'You are offline. Check your internet connection. We will keep trying to reconnect.',
    es: 'No tiene conexión. Revise su conexión a internet. Seguiremos intentando conectarnos.',
  },
  'offline.still': {
    en: 'You are still offline. Anything you do now may not be saved until the connection comes back.',
    es: 'Sigue sin conexión. Es posible que lo que haga ahora no se guarde hasta que vuelva la conexión.',
  },
  'offline.back': { en: 'You are back online.', es: 'Ya tiene conexión de nuevo.' },
});

/** The client polls system_configurations every 5 seconds to notice going offline (docs/ARCHITECTURE.md). */
export const POLL_MS = 5000;
const BACK_ONLINE_SHOWN_MS = 10_000;

type Status = 'online' | 'offline' | 'stillOffline' | 'backOnline';

function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.kind === 'network' || error.kind === 'timeout');
}

/** The offline, still offline and back online notices (spec part 1 §2.3 and §8). */
export function ConnectivityNotice() {
  const t = useT(messages);
  const poll = useQuery({
    queryKey: ['connectivity'],
    queryFn: () => call('systemConfigurations'),
    refetchInterval: POLL_MS,
    // The shell has just read the settings: the first question is asked one interval after the
    // page loads, not with it (it was a second request on every first paint).
    initialData: null,
    staleTime: Infinity,
    retry: false,
    // Must still ask while the browser says it is offline, or it would never notice the return.
    networkMode: 'always',
    gcTime: 0,
  });
  const [status, setStatus] = useState<Status>('online');
  const failures = useRef(0);
  const { refetch } = poll;

  useEffect(() => {
    if (poll.errorUpdateCount === 0 || !isConnectionFailure(poll.error)) return;
    failures.current += 1;
    setStatus(failures.current > 1 ? 'stillOffline' : 'offline');
  }, [poll.errorUpdateCount, poll.error]);

  useEffect(() => {
    if (!poll.dataUpdatedAt || failures.current === 0) return;
    failures.current = 0;
    setStatus('backOnline');
  }, [poll.dataUpdatedAt]);

  useEffect(() => {
    if (status !== 'backOnline') return;
    const timer = setTimeout(() => setStatus('online'), BACK_ONLINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    // The browser's own signal makes the notice quicker; the poll stays the source of truth.
    const check = () => void refetch();
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, [refetch]);

  return (
    <div role="status" aria-live="polite" className="portal-connectivity">
      {status !== 'online' && (
        <div
          className={`usa-alert usa-alert--slim ${status === 'backOnline' ? 'usa-alert--success' : 'usa-alert--warning'} margin-0`}
        >
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t(
                status === 'offline' ? 'offline.offline' : status === 'stillOffline' ? 'offline.still' : 'offline.back',
              )}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

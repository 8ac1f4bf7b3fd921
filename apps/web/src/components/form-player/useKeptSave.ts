import { useEffect, useRef, useState } from 'react';
import type { Answers } from '@portal/forms';
import { dropKeptAnswers, keepAnswers, keptAnswers, isUnreached } from './keptAnswers';

/** How often a kept page is tried again while no `online` event has come (the event is not always reliable). */
export const RETRY_EVERY_MS = 5_000;

interface SavePage {
  mutateAsync(body: { page: string; answers: Answers }): Promise<{ nextPage: string | null }>;
}

/**
 * Saves a page on Continue; when the save finds no connection, keeps the answers in memory
 * (keptAnswers) and sends them again when the browser is back online (the `online` event, and a
 * retry every few seconds), then goes on as a save would. Only one request is in flight at a
 * time, so a page is never sent twice at once; the server's page save is idempotent besides
 * (it replaces that page's answers).
 */
export function useKeptSave(formId: string, save: SavePage, onSaved: (nextPage: string | null) => Promise<void>) {
  const [waiting, setWaiting] = useState(() => keptAnswers(formId) !== undefined);
  const inFlight = useRef(false);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });

  async function send(page: string, answers: Answers): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await save.mutateAsync({ page, answers });
      dropKeptAnswers(formId);
      setWaiting(false);
      await saved.current(result.nextPage);
    } catch (err) {
      if (isUnreached(err)) {
        // The 30 minutes count from the first answers kept, however often they are tried again.
        keepAnswers(formId, page, answers, keptAnswers(formId)?.at ?? Date.now());
        setWaiting(true);
      } else {
        dropKeptAnswers(formId);
        setWaiting(false);
      }
    } finally {
      inFlight.current = false;
    }
  }

  useEffect(() => {
    if (!waiting) return;
    const retry = () => {
      const entry = keptAnswers(formId);
      if (!entry) return setWaiting(false);
      if (navigator.onLine) void send(entry.page, entry.answers);
    };
    window.addEventListener('online', retry);
    const timer = setInterval(retry, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, formId]);

  return {
    /** Answers are kept on this device, waiting for a connection. */
    waiting,
    continueWith: (page: string, answers: Answers) => void send(page, answers),
  };
}

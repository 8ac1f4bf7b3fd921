import { useRef } from 'react';
import { ApiRequestError } from '../api/client';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { useErrorText, useNoAnswerText } from './apiErrors';

const messages = defineMessages({
  'callError.retry': { en: 'Try again', es: 'Intentar de nuevo' },
});

/**
 * The message of a failed call that names no field (network and server failures included).
 * With `onRetry`, a call that got no answer (no connection, or too slow) offers to try again.
 */
export function CallError({ error, onRetry }: { error: unknown; onRetry?: (() => void) | undefined }) {
  const text = useErrorText();
  const noAnswer = useNoAnswerText();
  const t = useT(messages);
  if (!error) return null;
  const fieldOnly = error instanceof ApiRequestError && error.errors.length > 0 && error.errors.every((e) => e.field);
  if (fieldOnly) return null;
  const unanswered = noAnswer(error);
  const message =
    unanswered ?? (error instanceof ApiRequestError && error.errors[0] ? error.errors[0].message : text('INTERNAL'));
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-2" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
        {unanswered && onRetry && (
          <button type="button" className="usa-button usa-button--outline margin-top-1" onClick={onRetry}>
            {t('callError.retry')}
          </button>
        )}
      </div>
    </div>
  );
}

/** "Try again" for a failed mutation made without follow-up callbacks: the same call with the same input. */
export function retryOf<V>(mutation: { isError: boolean; variables: V | undefined; mutate: (v: V) => void }) {
  return mutation.isError ? () => mutation.mutate(mutation.variables as V) : undefined;
}

/**
 * Remembers the last call a page started, with its follow-up (such as going to the next page),
 * so "Try again" repeats exactly that: `run(() => save.mutate(input, { onSuccess }))`.
 */
export function useLastCall() {
  const last = useRef<(() => void) | null>(null);
  return {
    run: (call: () => void) => {
      last.current = call;
      call();
    },
    retry: () => last.current?.(),
  };
}

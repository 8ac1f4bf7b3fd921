import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

/**
 * What came of an action (restore an account, mark a copy mailed, add a passkey, save a note): a
 * success line or an error, in a status region that stays on the page so either is read out when
 * it appears.
 */
export function ActionResult({ done, failed }: { done: string | null; failed: string | null }) {
  return (
    <div role="status">
      {done && (
        <div className="usa-alert usa-alert--success usa-alert--slim">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{done}</p>
          </div>
        </div>
      )}
      {failed && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{failed}</p>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * A row's action (a mutation) and whose row it last succeeded for, for ActionResult: `act` clears
 * the last success, runs the mutation, and names the row once it succeeded.
 */
export function useRowAction<V>(mutation: UseMutationResult<unknown, Error, V>) {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const act = (variables: V, name: string) => {
    setDoneFor(null);
    mutation.mutate(variables, { onSuccess: () => setDoneFor(name) });
  };
  return { doneFor, act };
}

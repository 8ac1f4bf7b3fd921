/**
 * What came of an action on a row of a list (restore an account, mark a copy mailed): a success
 * line or an error, in a live region that stays on the page so either is read out when it appears.
 */
export function ActionResult({ done, failed }: { done: string | null; failed: string | null }) {
  return (
    <div aria-live="polite">
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

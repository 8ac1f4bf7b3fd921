import type { ReactNode } from 'react';
import { Link } from '../../router';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import type { useBrandT } from '../../components/Article';
import type { messages } from './MyInformationPage';

/** The parts of Your information's page: its record tables, "Update" links and notices. */

export type T = ReturnType<typeof useBrandT<typeof messages>>['t'];

/** A small table that stacks into labelled rows on a phone; "None on record" when empty. */
export function Records({
  heading,
  id,
  columns,
  rows,
  t,
  update,
}: {
  heading: string;
  id: string;
  columns: string[];
  rows: ReactNode[][];
  t: T;
  /** The part of a change report this section's "Update" opens (HOUSEHOLD, INCOME, COSTS). */
  update?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {rows.length === 0 ? (
        <p>{t('myInfo.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked width-full">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) => (
                  <td key={j} data-label={columns[j]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {update && <UpdateLink part={update} what={heading} t={t} />}
    </section>
  );
}

/** "Update": a change report with this part offered as what changed (/nf-update-my-information/{part}). */
export function UpdateLink({ part, what, t }: { part: string; what: string; t: T }) {
  return (
    <p>
      <Link className="usa-link" to={pathTo(ROUTES.updateMyInformation, { updateType: part })}>
        {t('myInfo.update')}
        <span className="usa-sr-only"> {what}</span>
      </Link>
    </p>
  );
}

/** A report or renewal the caseworker has not reviewed yet: the records shown are before it. */
export function Pending({ text }: { text: string }) {
  return (
    <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{text}</p>
      </div>
    </div>
  );
}

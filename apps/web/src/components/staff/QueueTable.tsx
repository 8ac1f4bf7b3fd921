import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../Loading';
import { useDocumentTitle } from '../useDocumentTitle';

/**
 * A staff page built on one read (a queue, a list to work through): the document title and the
 * heading, the loading state while the read is pending, a failed read thrown to the route's error
 * page, then the intro and what `children` makes of the data.
 */
export function StaffQueuePage<T>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro?: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(title);
  if (query.isPending) return <Loading />;
  if (query.isError) throw query.error;
  return (
    <div className="grid-container padding-y-4">
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
      {children(query.data)}
    </div>
  );
}

/** A column of a QueueTable: its heading, which also labels each cell once the table stacks, and the cell. */
export interface QueueColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The rows of a staff queue as a table that stacks on a narrow screen: one row an item, the
 * first column the row's header. With no rows, the `empty` sentence instead. `caption` is read
 * out by screen readers only (the page's heading already says what the table holds).
 */
export function QueueTable<Row>({
  rows,
  rowKey,
  columns,
  empty,
  caption,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly [QueueColumn<Row>, ...QueueColumn<Row>[]];
  empty: string;
  caption?: string;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  const [first, ...rest] = columns;
  return (
    <table className="usa-table usa-table--stacked width-full">
      {caption && <caption className="usa-sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" data-label={first.label}>
              {first.cell(row)}
            </th>
            {rest.map((c) => (
              <td key={c.label} data-label={c.label}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

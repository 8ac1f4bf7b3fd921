import { renderToStaticMarkup } from 'react-dom/server';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { QueueTable, StaffQueuePage } from './QueueTable';

interface Row {
  id: string;
  name: string;
  when: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Ana', when: '1 May' },
  { id: 'b', name: 'Leo', when: '2 May' },
];
const columns = [
  { label: 'Name', cell: (r: Row) => r.name },
  { label: 'Asked on', cell: (r: Row) => <em>{r.when}</em> },
] as const;

describe('the staff queue table', () => {
  it('writes the stacked table the queue pages wrote by hand: the first column heads its row, every cell labelled', () => {
    const html = renderToStaticMarkup(
      <QueueTable rows={rows} rowKey={(r) => r.id} columns={columns} empty="None." caption="Waiting" />,
    );
    expect(html).toBe(
      '<table class="usa-table usa-table--stacked width-full"><caption class="usa-sr-only">Waiting</caption>' +
        '<thead><tr><th scope="col">Name</th><th scope="col">Asked on</th></tr></thead><tbody>' +
        '<tr><th scope="row" data-label="Name">Ana</th><td data-label="Asked on"><em>1 May</em></td></tr>' +
        '<tr><th scope="row" data-label="Name">Leo</th><td data-label="Asked on"><em>2 May</em></td></tr>' +
        '</tbody></table>',
    );
  });

  it('has no caption unless given one, and says the empty sentence instead of an empty table', () => {
    expect(
      renderToStaticMarkup(<QueueTable rows={rows} rowKey={(r) => r.id} columns={columns} empty="-" />),
    ).not.toContain('<caption');
    expect(
      renderToStaticMarkup(<QueueTable rows={[]} rowKey={(r: Row) => r.id} columns={columns} empty="None." />),
    ).toBe('<p>None.</p>');
  });
});

describe('the staff queue page', () => {
  const read = (state: Partial<UseQueryResult<Row[]>>) => state as UseQueryResult<Row[]>;

  it('frames the read: heading, intro, then what the page makes of the data', () => {
    const html = renderToStaticMarkup(
      <StaffQueuePage
        title="Queue"
        intro="Oldest first."
        query={read({ isPending: false, isError: false, data: rows })}
      >
        {(data) => <p>{data.length} waiting</p>}
      </StaffQueuePage>,
    );
    expect(html).toBe(
      '<div class="grid-container padding-y-4"><h1>Queue</h1><p>Oldest first.</p><p>2 waiting</p></div>',
    );
  });

  it('shows the loading state while the read is pending, and throws a failed read to the route', () => {
    const pending = renderToStaticMarkup(
      <StaffQueuePage title="Queue" query={read({ isPending: true, isError: false })}>
        {() => 'never'}
      </StaffQueuePage>,
    );
    expect(pending).not.toContain('never');
    expect(pending).not.toContain('<h1>');
    const failure = new Error('refused');
    expect(() =>
      renderToStaticMarkup(
        <StaffQueuePage title="Queue" query={read({ isPending: false, isError: true, error: failure })}>
          {() => 'never'}
        </StaffQueuePage>,
      ),
    ).toThrow(failure);
  });
});

import { useMemo, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../router';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useApiFieldErrors } from '../apiErrors';
import { CallError } from '../CallError';
import { ErrorSummary, type FieldError } from '../ErrorSummary';
import { Loading } from '../Loading';
import { FieldFrame, TextField } from '../TextField';
import { QueuePager } from './QueuePager';
import { QueueTable, type QueueColumn } from './QueueTable';

const messages = defineMessages({
  'workQueue.filters': { en: 'Search and filters', es: 'Búsqueda y filtros' },
  'workQueue.apply': { en: 'Search', es: 'Buscar' },
  'workQueue.clear': { en: 'Clear search and filters', es: 'Borrar búsqueda y filtros' },
  'workQueue.any': { en: 'Any', es: 'Cualquiera' },
  'workQueue.views': { en: 'Whose work', es: 'De quién es el trabajo' },
  'workQueue.showing': {
    en: 'Showing {first}–{last} of {total}',
    es: 'Mostrando {first}–{last} de {total}',
  },
  'workQueue.none': { en: 'Showing 0 of 0', es: 'Mostrando 0 de 0' },
  'workQueue.updating': { en: 'Updating the list…', es: 'Actualizando la lista…' },
});

/** A select of the queue's filters: the query parameter it sets, its label and its choices. */
export interface QueueFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** The views a queue offers (e.g. the office's, mine): the parameter's value and its label. */
export interface QueueView {
  value: string;
  label: string;
}

/** What the page's call answers: the rows of one page and the count for the filters. */
export interface QueuePage<Row> {
  rows: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The read of the page shown: its answer (the last one while the next comes, then `stale`),
 * pending, failed.
 */
export interface QueueResult<Row> {
  data: QueuePage<Row> | undefined;
  isPending: boolean;
  stale: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A queue's read (TanStack Query's answer) with its page in the shape WorkQueue draws. */
export function queueResult<Row>(
  read: { isPending: boolean; isPlaceholderData: boolean; error: unknown; refetch: () => unknown },
  data: QueuePage<Row> | undefined,
): QueueResult<Row> {
  return { data, isPending: read.isPending, stale: read.isPlaceholderData, error: read.error, refetch: read.refetch };
}

/**
 * The queue's state, all of it in the address (reload and Back keep it): the search text and each
 * filter by name (`names`, module constants), the view (`views`, the first the default) and the page. `request` is what to send to the server (empty values
 * left out); `hrefWith` is the address with some of it changed.
 */
export function useQueueAddress(names: readonly string[], views: readonly string[]) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  return useMemo(() => queueAddress(pathname, search, names, views), [search, pathname, names, views]);
}

/** useQueueAddress without React: the state read from `pathname` and its query `search`. */
export function queueAddress(
  pathname: string,
  search: URLSearchParams,
  names: readonly string[],
  views: readonly string[],
) {
  const values: Record<string, string> = {};
  for (const name of ['q', ...names]) values[name] = search.get(name) ?? '';
  // The page and the view are chosen by links, never typed: anything else reads as the first.
  const pageText = search.get('page') ?? '';
  const page = /^[1-9][0-9]{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const asked = search.get('view') ?? '';
  const view = views.includes(asked) ? asked : (views[0] ?? '');
  const hrefWith = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams();
    const all: Record<string, string | number> = { ...values, view, page, ...changes };
    for (const [k, v] of Object.entries(all)) {
      if (v === '' || (k === 'page' && v === 1) || (k === 'view' && v === views[0])) continue;
      next.set(k, String(v));
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const request: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...values, view, page: String(page) })) if (v) request[k] = v;
  return { values, page, view, hrefWith, request };
}
export type QueueAddress = ReturnType<typeof queueAddress>;

/**
 * A work queue: a search box and filter selects (sent together, so nothing moves while a person
 * chooses), a toggle between views (the office's work, one's own), the table of one page with its
 * columns, "Showing 1–25 of N" and Previous / Next. Everything it shows is read from the address
 * (useQueueAddress), so a reload, a shared link and the Back button show the same page. A search
 * the server refuses (too long, a choice not in a list) is said in the error summary, naming its field.
 */
export function WorkQueue<Row>({
  address,
  query,
  searchLabel,
  searchHint,
  filters,
  views,
  columns,
  rowKey,
  empty,
  caption,
  problems = {},
}: {
  address: QueueAddress;
  query: QueueResult<Row>;
  searchLabel: string;
  searchHint?: string;
  filters: readonly QueueFilter[];
  views: readonly QueueView[];
  columns: readonly [QueueColumn<Row>, ...QueueColumn<Row>[]];
  rowKey: (row: Row) => string;
  empty: string;
  caption: string;
  /** What the page found wrong with the address's values before asking (field name → message). */
  problems?: Record<string, string>;
}) {
  const t = useT(messages);
  const intl = useIntl();
  const navigate = useNavigate();
  const answered = useApiFieldErrors(query.error);
  const refused = { ...answered, fields: { ...answered.fields, ...problems } };
  const fieldIds = ['q', ...filters.map((f) => f.name)];
  const errors: FieldError[] = fieldIds
    .filter((id) => refused.fields[id])
    .map((id) => ({ fieldId: `queue-${id}`, message: refused.fields[id]! }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const changes: Record<string, string | number> = { page: 1 };
    for (const id of fieldIds) changes[id] = String(form.get(id) ?? '').trim();
    void navigate(address.hrefWith(changes));
  };
  const clear = Object.fromEntries([...fieldIds.map((id) => [id, '']), ['page', 1]]);
  const filtered = fieldIds.some((id) => address.values[id]);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.rows.length > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.rows.length - 1 : 0;
  const number = (n: number) => intl.formatNumber(n);

  return (
    <>
      <ErrorSummary errors={errors} />
      {/* The form is drawn again when the address changes, so its fields show the address's values. */}
      <form
        key={JSON.stringify(address.values)}
        className="usa-form maxw-full"
        role="search"
        aria-label={t('workQueue.filters')}
        onSubmit={submit}
        noValidate
      >
        {/* The gap from tablet up: on a phone its negative margins would widen the page past 320 px. */}
        <div className="grid-row tablet:grid-gap-4">
          <div className="grid-col-12 tablet:grid-col-4">
            <TextField
              id="queue-q"
              name="q"
              type="search"
              label={searchLabel}
              hint={searchHint}
              defaultValue={address.values.q}
              error={refused.fields.q}
              autoComplete="off"
            />
          </div>
          {filters.map((f) => (
            <div key={f.name} className="grid-col-12 tablet:grid-col-4">
              <FieldFrame id={`queue-${f.name}`} label={f.label} error={refused.fields[f.name]}>
                <select
                  id={`queue-${f.name}`}
                  name={f.name}
                  className="usa-select"
                  defaultValue={address.values[f.name]}
                  aria-invalid={refused.fields[f.name] ? true : undefined}
                >
                  <option value="">{t('workQueue.any')}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </FieldFrame>
            </div>
          ))}
        </div>
        {/* A button group without its outer margins: on a phone each fills the width and the page stays 320 px. */}
        <ul className="usa-button-group margin-top-2 margin-x-0">
          <li className="usa-button-group__item">
            <button type="submit" className="usa-button">
              {t('workQueue.apply')}
            </button>
          </li>
          {filtered && (
            <li className="usa-button-group__item">
              <Link className="usa-button usa-button--unstyled" to={address.hrefWith(clear)}>
                {t('workQueue.clear')}
              </Link>
            </li>
          )}
        </ul>
      </form>

      {views.length > 1 && (
        <nav aria-label={t('workQueue.views')} className="margin-top-3">
          <ul className="usa-button-group usa-button-group--segmented">
            {views.map((v) => (
              <li key={v.value} className="usa-button-group__item">
                <Link
                  className={`usa-button${v.value === address.view ? '' : ' usa-button--outline'}`}
                  to={address.hrefWith({ view: v.value, page: 1 })}
                  aria-current={v.value === address.view ? 'page' : undefined}
                >
                  {v.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {errors.length > 0 ? null : query.isPending ? (
        <Loading />
      ) : query.error && !data ? (
        <CallError error={query.error} onRetry={() => void query.refetch()} />
      ) : data ? (
        // While the next page or search is read, the last one stays in sight but cannot be acted on:
        // a click would land on a row that is about to go (someone assigning the wrong document).
        <div
          className={`margin-top-3${query.stale ? ' portal-queue--stale' : ''}`}
          aria-busy={query.stale || undefined}
        >
          <p role="status" className="text-bold">
            {query.stale
              ? t('workQueue.updating')
              : data.rows.length > 0
                ? t('workQueue.showing', { first: number(first), last: number(last), total: number(data.total) })
                : t('workQueue.none')}
          </p>
          <div inert={query.stale}>
            <QueueTable rows={data.rows} rowKey={rowKey} columns={columns} empty={empty} caption={caption} />
            <QueuePager address={address} page={data.page} pages={pages} />
          </div>
        </div>
      ) : null}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import type { AnbReferral, AnbReferralPage } from '@portal/contracts/newborn';
import { CallError } from '../../components/CallError';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useArchiveReferrals } from './api';
import { referralMessages, usDate } from './messages';

const messages = defineMessages({
  'nbResults.title': { en: 'Referrals found', es: 'Referidos encontrados' },
  'nbResults.count': {
    en: '{count, plural, one {# referral} other {# referrals}}. Page {page} of {pages}.',
    es: '{count, plural, one {# referido} other {# referidos}}. Página {page} de {pages}.',
  },
  'nbResults.none': { en: 'No referrals match.', es: 'Ningún referido coincide.' },
  'nbResults.action': { en: 'Action', es: 'Acción' },
  'nbResults.archive': { en: 'Archive', es: 'Archivar' },
  'nbResults.archiveLabel': { en: 'Archive the referral of {name}', es: 'Archivar el referido de {name}' },
  'nbResults.archived': {
    en: 'The referral of {name} was archived. It is on Archived referrals.',
    es: 'El referido de {name} se archivó. Está en Referidos archivados.',
  },
  'nbResults.waiting': { en: 'Waiting for the office', es: 'Esperando a la oficina' },
  'nbResults.pages': { en: 'Pages of referrals', es: 'Páginas de referidos' },
  'nbResults.previous': { en: 'Previous', es: 'Anterior' },
  'nbResults.next': { en: 'Next', es: 'Siguiente' },
  'nbResults.page': { en: 'Page {page}', es: 'Página {page}' },
});

/** A page of referrals as a table (stacked on a narrow screen), its pages, and archiving. */
export function ReferralResults({
  archived,
  page,
  onPage,
}: {
  archived: boolean;
  page: AnbReferralPage;
  onPage: (pageNumber: number) => void;
}) {
  const t = useT(messages);
  const r = useT(referralMessages);
  const archive = useArchiveReferrals();
  const [done, setDone] = useState<string | null>(null);
  const cell = (label: string, content: ReactNode) => <td data-label={label}>{content}</td>;
  const row = (d: AnbReferral) => (
    <tr key={d.referralId}>
      <th scope="row" data-label={r('nbRef.col.newborn')}>
        {d.newBornName}
      </th>
      {cell(r('nbRef.col.born'), usDate(d.newBornDOB))}
      {cell(r('nbRef.col.mother'), d.birthMotherName)}
      {cell(r('nbRef.col.motherId'), d.birthMotherCNDSID)}
      {cell(r('nbRef.col.facility'), d.ANBProviderName)}
      {cell(r('nbRef.col.submitted'), usDate(d.submittedDate))}
      {cell(r('nbRef.col.status'), r(`nbRef.status.${d.nfReferralStatus}`))}
      {cell(r('nbRef.col.processed'), d.processingDate ? usDate(d.processingDate) : r('nbRef.notProcessed'))}
      {!archived &&
        cell(
          t('nbResults.action'),
          d.isProcessed ? (
            <button
              type="button"
              className="usa-button usa-button--outline"
              aria-label={t('nbResults.archiveLabel', { name: d.newBornName })}
              disabled={archive.isPending}
              onClick={() =>
                archive.mutate([d.referralId], {
                  onSuccess: () => {
                    setDone(t('nbResults.archived', { name: d.newBornName }));
                    // The last one of the last page: the page before is now the last.
                    if (page.dtls.length === 1 && page.pageNumber > 1) onPage(page.pageNumber - 1);
                  },
                })
              }
            >
              {t('nbResults.archive')}
            </button>
          ) : (
            t('nbResults.waiting')
          ),
        )}
    </tr>
  );
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">{t('nbResults.title')}</h2>
      <div role="status">
        {done && (
          <div className="usa-alert usa-alert--success usa-alert--slim margin-bottom-2">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{done}</p>
            </div>
          </div>
        )}
      </div>
      <CallError error={archive.error} />
      {page.dtls.length === 0 ? (
        <p>{t('nbResults.none')}</p>
      ) : (
        <>
          <p>{t('nbResults.count', { count: page.totalCount, page: page.pageNumber, pages: page.totalPages })}</p>
          <table className="usa-table usa-table--stacked usa-table--borderless width-full">
            <caption className="usa-sr-only">{t('nbResults.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{r('nbRef.col.newborn')}</th>
                <th scope="col">{r('nbRef.col.born')}</th>
                <th scope="col">{r('nbRef.col.mother')}</th>
                <th scope="col">{r('nbRef.col.motherId')}</th>
                <th scope="col">{r('nbRef.col.facility')}</th>
                <th scope="col">{r('nbRef.col.submitted')}</th>
                <th scope="col">{r('nbRef.col.status')}</th>
                <th scope="col">{r('nbRef.col.processed')}</th>
                {!archived && <th scope="col">{t('nbResults.action')}</th>}
              </tr>
            </thead>
            <tbody>{page.dtls.map(row)}</tbody>
          </table>
        </>
      )}
      {page.totalPages > 1 && <Pages page={page} onPage={onPage} />}
    </section>
  );
}

function Pages({ page, onPage }: { page: AnbReferralPage; onPage: (n: number) => void }) {
  const t = useT(messages);
  const numbers = Array.from({ length: page.totalPages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === page.totalPages || Math.abs(n - page.pageNumber) <= 2,
  );
  const button = (n: number, label: string, current = false, key: string = label) => (
    <li className="usa-pagination__item usa-pagination__page-no" key={key}>
      <button
        type="button"
        className={`usa-pagination__button${current ? ' usa-current' : ''}`}
        aria-current={current ? 'page' : undefined}
        aria-label={t('nbResults.page', { page: n })}
        onClick={() => onPage(n)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('nbResults.pages')} className="usa-pagination">
      <ul className="usa-pagination__list">
        {page.pageNumber > 1 && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <button type="button" className="usa-pagination__link" onClick={() => onPage(page.pageNumber - 1)}>
              {t('nbResults.previous')}
            </button>
          </li>
        )}
        {numbers.map((n) => button(n, String(n), n === page.pageNumber, `p${n}`))}
        {page.pageNumber < page.totalPages && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <button type="button" className="usa-pagination__link" onClick={() => onPage(page.pageNumber + 1)}>
              {t('nbResults.next')}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}

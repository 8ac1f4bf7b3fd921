import { Link } from '../../router';
import { useIntl, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import type { QueueAddress } from './WorkQueue';

const messages = defineMessages({
  'workQueue.pages': { en: 'Pages', es: 'Páginas' },
  'workQueue.previous': { en: 'Previous', es: 'Anterior' },
  'workQueue.next': { en: 'Next', es: 'Siguiente' },
  'workQueue.pageOf': { en: 'Page {page} of {pages}', es: 'Página {page} de {pages}' },
});

/** Below a work queue's table: "Page 2 of 5" with Previous and Next, when there is more than one page. */
export function QueuePager({
  address,
  page,
  pages,
}: {
  address: Pick<QueueAddress, 'hrefWith'>;
  page: number;
  pages: number;
}) {
  const t = useT(messages);
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('workQueue.pages')} className="margin-top-2">
      <p>{t('workQueue.pageOf', { page: intl.formatNumber(page), pages: intl.formatNumber(pages) })}</p>
      <ul className="usa-button-group">
        {page > 1 && (
          <li className="usa-button-group__item">
            <Link
              className="usa-button usa-button--outline"
              rel="prev"
              to={address.hrefWith({ page: Math.min(page - 1, pages) })}
            >
              {t('workQueue.previous')}
            </Link>
          </li>
        )}
        {page < pages && (
          <li className="usa-button-group__item">
            <Link className="usa-button usa-button--outline" rel="next" to={address.hrefWith({ page: page + 1 })}>
              {t('workQueue.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

import { useState } from 'react';
import { Link } from '../router';
import type { ExternalLink } from '@portal/contracts';
import { BANNER_GROUPS } from '@portal/contracts/shell-constants';
import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'banner.dismiss': { en: 'Dismiss this alert', es: 'Cerrar este aviso' },
  'banner.label': { en: 'Announcements', es: 'Anuncios' },
});

const DISMISSED_KEY = 'portal.dismissedBanners';

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Links inside the portal stay in the app; others open as ordinary links. */
export function ConfiguredLink({
  link,
  className,
}: {
  link: Pick<ExternalLink, 'linkURL' | 'linkTextValue'>;
  className?: string;
}) {
  if (link.linkURL.startsWith('/')) {
    return (
      <Link className={className} to={link.linkURL}>
        {link.linkTextValue}
      </Link>
    );
  }
  return (
    <a className={className} href={link.linkURL} rel="noopener noreferrer">
      {link.linkTextValue}
    </a>
  );
}

/**
 * Banner alerts from the configured links of groups NFBSBNR01 and NFBSBNR02, in the reader's
 * language. Each can be dismissed; the choice lasts for the browser session.
 */
export function Banners({ links, locale }: { links: ExternalLink[]; locale: string }) {
  const t = useT(messages);
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = BANNER_GROUPS.flatMap((group) =>
    dismissed.includes(group)
      ? []
      : links.filter((l) => l.groupCode === group && l.localeIdentifier === locale).slice(0, 1),
  );
  if (shown.length === 0) return null;

  const dismiss = (group: string) => {
    const next = [...dismissed, group];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // the alert comes back on the next page load, no harm done
    }
    document.getElementById('main-content')?.focus();
  };

  return (
    <section aria-label={t('banner.label')}>
      {shown.map((link) => (
        <div
          key={link.groupCode}
          className="usa-alert usa-alert--info usa-alert--slim margin-0"
          data-banner={link.groupCode}
        >
          <div className="usa-alert__body grid-container portal-banner">
            <p className="usa-alert__text">
              {link.staticText} <ConfiguredLink link={link} />
            </p>
            <button
              type="button"
              className="usa-button usa-button--unstyled portal-banner__dismiss"
              onClick={() => dismiss(link.groupCode)}
            >
              {t('banner.dismiss')}
              <span className="usa-sr-only">: {link.staticText}</span>
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}

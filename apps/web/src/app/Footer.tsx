import { Link } from '../router';
import type { ExternalLink, SystemConfigurations } from '@portal/contracts';
import { ROUTES } from '@portal/contracts/routes';
import { FOOTER_LINK_IDS } from '@portal/contracts/shell-constants';
import { useLocale, useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';
import { ConfiguredLink } from './Banners';
import { useBranding } from './session';

const messages = defineMessages({
  'footer.label': { en: 'Help and information', es: 'Ayuda e información' },
  'footer.faq': { en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
  'footer.disclaimer': { en: 'Disclaimer', es: 'Aviso legal' },
  'footer.seal': { en: 'Seal of {agency}', es: 'Sello de {agency}' },
  'footer.version': { en: 'Version {revision}', es: 'Versión {revision}' },
});

/**
 * The footer (spec part 1 §2.3): FAQ, the configured links 69–76 in the reader's language,
 * the disclaimer, the seal and the build revision. The language choice is in the header.
 */
export function Footer({ system, links }: { system: SystemConfigurations; links: ExternalLink[] }) {
  const t = useT(messages);
  const { locale } = useLocale();
  const brand = useBranding();
  const pick = locale === 'es' ? 1 : 0;
  const configured = Object.values(FOOTER_LINK_IDS)
    .map((ids) => links.find((l) => l.externalURLConfigID === ids[pick]))
    .filter((l): l is ExternalLink => l !== undefined);

  return (
    <footer className="usa-footer usa-footer--slim">
      <div className="usa-footer__primary-section">
        <nav className="grid-container" aria-label={t('footer.label')}>
          <ul className="usa-list usa-list--unstyled portal-footer__links">
            <li>
              <Link className="usa-footer__primary-link" to={ROUTES.faq}>
                {t('footer.faq')}
              </Link>
            </li>
            {configured.map((link) => (
              <li key={link.externalURLConfigID}>
                <ConfiguredLink className="usa-footer__primary-link" link={link} />
              </li>
            ))}
            <li>
              <Link className="usa-footer__primary-link" to={ROUTES.disclaimer}>
                {t('footer.disclaimer')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="usa-footer__secondary-section">
        <div className="grid-container portal-footer__secondary">
          <div className="display-flex flex-align-center">
            <img
              className="usa-footer__logo-img portal-footer__seal"
              src={system.branding.sealUrl}
              alt={t('footer.seal', { agency: brand?.agency ?? '' })}
            />
            <p className="margin-0 margin-left-2">
              {brand?.agency}
              <br />
              <span className="font-body-3xs">{t('footer.version', { revision: system.buildRevision })}</span>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'authFrame.home': { en: 'Benefits Portal home', es: 'Inicio del Portal de Beneficios' },
  'authFrame.language': { en: 'Language', es: 'Idioma' },
});

/**
 * The frame of the account-entry and sign-in pages, which have no header or footer (spec
 * part 1 §2.3): a link home, a language switch, one heading and the page's content.
 */
export function AuthFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const t = useT(messages);
  const { locale, setLocale } = useLocale();
  useDocumentTitle(title);
  return (
    <div className="grid-container padding-y-3">
      <div className="display-flex flex-justify flex-align-center flex-wrap margin-bottom-2">
        <Link to={ROUTES.home} className="font-sans-md text-bold margin-y-1">
          {t('authFrame.home')}
        </Link>
        <div role="group" aria-label={t('authFrame.language')}>
          {locale === 'es' ? (
            <button
              type="button"
              className="usa-button usa-button--outline margin-y-1"
              lang="en-US"
              onClick={() => setLocale('en-US')}
            >
              English
            </button>
          ) : (
            <button
              type="button"
              className="usa-button usa-button--outline margin-y-1"
              lang="es"
              onClick={() => setLocale('es')}
            >
              Español
            </button>
          )}
        </div>
      </div>
      <div className={wide ? 'tablet:grid-col-10' : 'tablet:grid-col-8 desktop:grid-col-6'}>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A radio button of a USWDS fieldset. */
export function Radio({
  name,
  value,
  checked,
  onChange,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (v: string) => void;
  label: ReactNode;
}) {
  const id = `${name}-${value}`;
  return (
    <div className="usa-radio">
      <input
        className="usa-radio__input usa-radio__input--tile"
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
      />
      <label className="usa-radio__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

import { urlOf } from '@portal/contracts/calls-resident';
import { useSystemConfig } from '../../app/session';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';

const messages = defineMessages({
  'login.provider.heading': { en: 'Or use your state account', es: 'O use su cuenta del estado' },
  'login.provider.intro': {
    en: 'If you have a {service} account, you can log in with it. We will take you to {service} and back.',
    es: 'Si tiene una cuenta de {service}, puede iniciar sesión con ella. Le llevaremos a {service} y de regreso.',
  },
  'login.provider.button': { en: 'Sign in with {service}', es: 'Iniciar sesión con {service}' },
});

/**
 * The way to sign in with the state's identity provider (ADR 0104), shown only when the server
 * has one configured. A plain link: the server's start call sends the browser on to the provider.
 */
export function ProviderSignIn() {
  const t = useT(messages);
  const system = useSystemConfig();
  if (!system.data?.identityProviderSignIn) return null;
  const service = system.data.branding.identityServiceName;
  return (
    <section
      className="margin-top-4 padding-top-3 border-top-1px border-base-lighter"
      aria-labelledby="provider-sign-in"
    >
      <h2 id="provider-sign-in" className="font-heading-md margin-top-0">
        {t('login.provider.heading')}
      </h2>
      <p>{t('login.provider.intro', { service })}</p>
      <a className="usa-button usa-button--outline" href={urlOf('federationStart')}>
        {t('login.provider.button', { service })}
      </a>
    </section>
  );
}

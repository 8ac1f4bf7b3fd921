import type { ReactNode } from 'react';
import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useIsUserLinked } from './queries';

const messages = defineMessages({
  'linked.notLinked': {
    en: 'To upload papers here, your account must be linked to your case. To do that, upgrade your account: show us who you are. It takes less than five minutes.',
    es: 'Para subir papeles aquí, su cuenta debe estar unida a su caso. Para eso, mejore su cuenta: muéstrenos quién es usted. Toma menos de cinco minutos.',
  },
  'linked.upgrade': { en: 'Upgrade your account', es: 'Mejorar su cuenta' },
});

/**
 * What a signed-in person whose account is not linked (or is delinked) sees instead of an upload
 * screen; `text` says what exactly needs the link where the default is too broad.
 */
export function NotLinkedNotice({ text }: { text?: string }) {
  const t = useT(messages);
  return (
    <div className="usa-alert usa-alert--warning">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{text ?? t('linked.notLinked')}</p>
        {/* In a paragraph: the alert indents its children, and a bare full-width button would overflow a 320-px screen. */}
        <p className="margin-bottom-0">
          <Link className="usa-button margin-top-1" to={ROUTES.upgradeAccount}>
            {t('linked.upgrade')}
          </Link>
        </p>
      </div>
    </div>
  );
}

function NotLinkedPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="grid-container padding-y-4">
      <h1>{title}</h1>
      <NotLinkedNotice />
    </div>
  );
}

/** Upload screens need a LINKED account (nf_doc_upload/is_user_linked); others get the notice, not an error. */
export function RequireLinked({ title, children }: { title: string; children: ReactNode }) {
  const linked = useIsUserLinked();
  if (linked.isPending) return <Loading />;
  if (!linked.data?.nfLinkedInd) return <NotLinkedPage title={title} />;
  return <>{children}</>;
}

import { useT } from '../i18n/locale';
import { defineMessages } from '../i18n/messages';

const messages = defineMessages({
  'sentTag.sent': { en: 'Sent', es: 'Enviado' },
  'sentTag.notSent': { en: 'Not sent yet', es: 'Todavía no enviado' },
});

/**
 * Whether a document an application's answers call for has been sent: the same tag on the
 * applicant's "Documents we still need" and on the caseworker's application page.
 */
export function SentTag({ sent }: { sent: boolean }) {
  const t = useT(messages);
  return (
    <span className={`usa-tag ${sent ? 'bg-success-dark' : 'bg-base-dark'}`}>
      {sent ? t('sentTag.sent') : t('sentTag.notSent')}
    </span>
  );
}

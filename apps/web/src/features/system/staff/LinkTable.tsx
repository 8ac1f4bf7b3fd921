import type { ExternalLink } from '@portal/contracts/system';
import { BANNER_GROUPS, LINK_STATUS_ACTIVE } from '@portal/contracts/shell-constants';
import { useT } from '../../../i18n/locale';
import { defineMessages } from '../../../i18n/messages';

export const linkTableMessages = defineMessages({
  'links.group': { en: 'Where residents see it', es: 'Dónde lo ven los residentes' },
  'links.english': { en: 'In English', es: 'En inglés' },
  'links.spanish': { en: 'In Spanish', es: 'En español' },
  'links.groupBanner': {
    en: 'Announcement {n} at the top of every page',
    es: 'Anuncio {n} en la parte superior de cada página',
  },
  'links.groupFooter': { en: 'Link at the foot of every page', es: 'Enlace al pie de cada página' },
  'links.groupOther': { en: 'Other link', es: 'Otro enlace' },
  'links.lang.en': { en: 'English', es: 'inglés' },
  'links.lang.es': { en: 'Spanish', es: 'español' },
  'links.lang.other': { en: 'other language', es: 'otro idioma' },
  'links.editLink': { en: 'Edit the {language} link “{text}”', es: 'Editar el enlace en {language} «{text}»' },
  'links.goesTo': { en: 'Goes to {url}', es: 'Lleva a {url}' },
  'links.yes': { en: 'Shown', es: 'Visible' },
  'links.no': { en: 'Hidden', es: 'Oculto' },
  'links.none': { en: 'None in this language', es: 'Ninguno en este idioma' },
});

/** The language of a link, named for people (never "en-US"). */
export const languageKey = (locale: string) =>
  locale.startsWith('en') ? 'links.lang.en' : locale.startsWith('es') ? 'links.lang.es' : 'links.lang.other';

/**
 * The links side by side by language: in each group, the n-th English link goes with the n-th
 * Spanish one (by id), the way the footer pairs them (FOOTER_LINK_IDS) and each banner holds one
 * of each.
 */
function pairs(links: ExternalLink[]) {
  const groups = new Map<string, ExternalLink[]>();
  for (const l of [...links].sort((a, b) => a.externalURLConfigID - b.externalURLConfigID))
    groups.set(l.groupCode, [...(groups.get(l.groupCode) ?? []), l]);
  return [...groups].flatMap(([group, all]) => {
    const en = all.filter((l) => l.localeIdentifier.startsWith('en'));
    const es = all.filter((l) => !l.localeIdentifier.startsWith('en'));
    return Array.from({ length: Math.max(en.length, es.length) }, (_, i) => ({ group, en: en[i], es: es[i] }));
  });
}

export function LinkTable({ links, onEdit }: { links: ExternalLink[]; onEdit: (link: ExternalLink) => void }) {
  const t = useT(linkTableMessages);
  const groupName = (code: string) => {
    const banner = (BANNER_GROUPS as readonly string[]).indexOf(code);
    if (banner >= 0) return t('links.groupBanner', { n: banner + 1 });
    return t(code === 'FOOTER' ? 'links.groupFooter' : 'links.groupOther');
  };
  const cell = (l: ExternalLink | undefined, label: string) => (
    <td data-label={label}>
      {l ? (
        <>
          <span className="text-bold">{l.linkTextValue}</span>
          {l.staticText && <span className="display-block">{l.staticText}</span>}
          <span className="display-block text-base-dark" style={{ overflowWrap: 'anywhere' }}>
            {t('links.goesTo', { url: l.linkURL })}
          </span>
          <span className="display-block">{t(l.recordStatus === LINK_STATUS_ACTIVE ? 'links.yes' : 'links.no')}</span>
          <button type="button" className="usa-button usa-button--unstyled" onClick={() => onEdit(l)}>
            {t('links.editLink', { language: t(languageKey(l.localeIdentifier)), text: l.linkTextValue })}
          </button>
        </>
      ) : (
        t('links.none')
      )}
    </td>
  );
  return (
    <table className="usa-table usa-table--stacked width-full">
      <thead>
        <tr>
          <th scope="col">{t('links.group')}</th>
          <th scope="col">{t('links.english')}</th>
          <th scope="col">{t('links.spanish')}</th>
        </tr>
      </thead>
      <tbody>
        {pairs(links).map((p) => (
          <tr key={`${p.group}-${p.en?.externalURLConfigID ?? ''}-${p.es?.externalURLConfigID ?? ''}`}>
            <th scope="row" data-label={t('links.group')}>
              {groupName(p.group)}
            </th>
            {cell(p.en, t('links.english'))}
            {cell(p.es, t('links.spanish'))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

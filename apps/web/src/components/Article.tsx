import { Fragment, type ReactNode } from 'react';
import { Link } from '../router';
import { Loading } from './Loading';
import { useDocumentTitle } from './useDocumentTitle';
import { useBranding } from '../app/session';
import { useT } from '../i18n/locale';
import type { Messages } from '../i18n/messages';

/**
 * One block of an information page. Each names message keys of the page's own catalog, so a
 * page is its texts plus this outline; the texts may use the branding placeholders
 * {state}, {agency}, {portal} and {service} (the identity service).
 */
export type Block<K extends string> =
  | { p: K }
  | { list: K[] }
  | { steps: K[] }
  | { links: { to: string; label: K }[] }
  | { buttons: { to: string; label: K }[] }
  | { table: { caption: K; head: [K, K]; rows: [K, K][] } }
  | { note: K };

export interface Section<K extends string> {
  /** Anchor id of the section (other pages may link to it). */
  id: string;
  heading: K;
  blocks: Block<K>[];
}

export interface ArticleProps<M extends Messages> {
  messages: M;
  title: keyof M & string;
  intro?: keyof M & string;
  sections: Section<keyof M & string>[];
  /** Values for placeholders of the page's own texts (beside the branding ones). */
  values?: Record<string, string | number>;
}

/** The state's and agency's names from the system configuration, for the texts' placeholders. */
export function useBrandValues(): Record<'state' | 'agency' | 'portal' | 'service', string> | null {
  const b = useBranding();
  return b ? { state: b.state, agency: b.agency, portal: b.portal, service: b.service } : null;
}

/**
 * A page's translate function with the branding placeholders filled in, and the page's
 * document title set; `ready` is false until the system configuration has come back.
 */
export function useBrandT<M extends Messages>(
  messages: M,
  title: keyof M & string,
  pageValues?: Record<string, string | number>,
) {
  const raw = useT(messages);
  const brand = useBrandValues();
  const t = (key: keyof M & string, values?: Record<string, string | number>) =>
    raw(key, { ...brand, ...pageValues, ...values });
  useDocumentTitle(t(title));
  return { t, ready: brand !== null };
}

/** The readable column a page's text sits in (full width on a phone). */
export function ReadingColumn({ children, prose = false }: { children: ReactNode; prose?: boolean }) {
  return (
    <div className="grid-container padding-y-4">
      <div className="grid-row">
        <div className={`grid-col-12 tablet:grid-col-10 desktop:grid-col-8${prose ? ' usa-prose' : ''}`}>
          {children}
        </div>
      </div>
    </div>
  );
}

/** An information page: one h1, an intro, then sections with an h2 each, in plain language. */
export function Article<M extends Messages>({ messages, title, intro, sections, values }: ArticleProps<M>) {
  const { t, ready } = useBrandT(messages, title, values);
  if (!ready) return <Loading />;
  return (
    <ReadingColumn prose>
      <h1>{t(title)}</h1>
      {intro && <p className="usa-intro">{t(intro)}</p>}
      <SectionList sections={sections} t={t} />
    </ReadingColumn>
  );
}

/** The sections of a page, each an h2 with its blocks (also used by the home page). */
export function SectionList<K extends string>({ sections, t }: { sections: Section<K>[]; t: (key: K) => string }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{t(section.heading)}</h2>
          {section.blocks.map((block, i) => (
            <Fragment key={i}>{renderBlock(block, t)}</Fragment>
          ))}
        </section>
      ))}
    </>
  );
}

function renderBlock<K extends string>(block: Block<K>, t: (key: K) => string): ReactNode {
  if ('p' in block) return <p>{t(block.p)}</p>;
  if ('note' in block)
    return (
      <div className="usa-summary-box margin-y-2">
        <div className="usa-summary-box__body">
          <p className="usa-summary-box__text margin-0">{t(block.note)}</p>
        </div>
      </div>
    );
  if ('list' in block || 'steps' in block) {
    const items = 'list' in block ? block.list : block.steps;
    const Tag = 'list' in block ? 'ul' : 'ol';
    return (
      <Tag className="usa-list">
        {items.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Tag>
    );
  }
  if ('links' in block)
    return (
      <ul className="usa-list">
        {block.links.map((link) => (
          <li key={link.label}>
            <Link className="usa-link" to={link.to}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    );
  if ('buttons' in block)
    return (
      <ul className="usa-button-group margin-y-2">
        {block.buttons.map((button, i) => (
          <li key={button.label} className="usa-button-group__item">
            <Link className={i === 0 ? 'usa-button' : 'usa-button usa-button--outline'} to={button.to}>
              {t(button.label)}
            </Link>
          </li>
        ))}
      </ul>
    );
  const { caption, head, rows } = block.table;
  return (
    <table className="usa-table usa-table--borderless width-full">
      <caption>{t(caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(head[0])}</th>
          <th scope="col">{t(head[1])}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{t(name)}</th>
            <td className="text-no-wrap">{t(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

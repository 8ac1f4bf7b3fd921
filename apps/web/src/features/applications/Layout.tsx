import type { ReactNode } from 'react';
import type { FormDefinition } from '@portal/forms';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLang } from './lang';
import { useErrorText } from '../../components/apiErrors';
import { ApiRequestError } from '../../api/client';

/** The column every application page sits in (readable width, full width on a phone). */
export function Column({ children }: { children: ReactNode }) {
  return (
    <div className="grid-container padding-y-4">
      <div className="grid-row">
        <div className="grid-col-12 tablet:grid-col-10 desktop:grid-col-8">{children}</div>
      </div>
    </div>
  );
}

/** The message of a failed call that names no field (network and server failures included). */
export function CallError({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  const fieldOnly = error instanceof ApiRequestError && error.errors.length > 0 && error.errors.every((e) => e.field);
  if (fieldOnly) return null;
  const message = error instanceof ApiRequestError && error.kind === 'http' && error.errors[0] ? error.errors[0].message : text('INTERNAL');
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-2" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{message}</p>
      </div>
    </div>
  );
}

/** An application type's heading and overview paragraphs, from its bilingual definition (also the page title). */
export function OverviewHeading({ def }: { def: FormDefinition }) {
  const lang = useLang();
  useDocumentTitle(def.title[lang]);
  return (
    <>
      <h1>{def.title[lang]}</h1>
      {def.overview.map((p) => (
        <p key={p.en} className="usa-intro">
          {p[lang]}
        </p>
      ))}
    </>
  );
}

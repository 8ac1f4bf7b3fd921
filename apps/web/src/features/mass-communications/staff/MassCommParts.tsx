import type { ReactNode } from 'react';
import type { MassCommPreview } from '@portal/contracts/mass-communications';
import { ApiRequestError } from '../../../api/client';
import { describedBy, FieldFrame } from '../../../components/TextField';
import { useT } from '../../../i18n/locale';
import { massCommMessages } from './massCommMessages';

/** An ISO time as a datetime-local value, in the browser's time zone. */
export function localInput(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The server's messages for named fields, as it wrote them (in the page's language). */
export function serverFieldErrors(...errors: unknown[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const error of errors) {
    if (!(error instanceof ApiRequestError)) continue;
    for (const e of error.errors) if (e.field) found[e.field.replace(/^audience\./, '')] ??= e.message;
  }
  return found;
}

export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const t = useT(massCommMessages);
  return (
    <FieldFrame id={props.id} label={props.label} error={props.error}>
      <select
        className="usa-select"
        id={props.id}
        value={props.value}
        aria-describedby={describedBy(props.id, false, props.error)}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{t('wMass.any')}</option>
        {props.children}
      </select>
    </FieldFrame>
  );
}

/** What view_pref_method found: how many by each method, and the first few people by name. */
export function PreviewResult({ preview }: { preview: MassCommPreview }) {
  const t = useT(massCommMessages);
  if (preview.recipientCount === 0) return <p className="text-bold">{t('wMass.nobody')}</p>;
  return (
    <div className="margin-top-2">
      <p className="text-bold">
        {t('wMass.found', { people: preview.people, email: preview.byEmail, text: preview.byText })}
      </p>
      <div className="usa-table-container--scrollable" tabIndex={0} aria-label={t('wMass.firstFew')}>
        <table className="usa-table usa-table--compact usa-table--borderless">
          <caption>{t('wMass.firstFew')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wMass.name')}</th>
              <th scope="col">{t('wMass.account')}</th>
              <th scope="col">{t('wMass.method')}</th>
              <th scope="col">{t('wMass.address')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.preferences.map((p) => (
              <tr key={`${p.userName}-${p.contactMethod}`}>
                <td>{p.personName}</td>
                <td>{p.userName}</td>
                <td>{t(`wMass.${p.contactMethod}`)}</td>
                <td>{p.emailAddress ?? p.phoneNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

import type { FormDefinition } from '@portal/forms';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLang } from '../../components/form-player/lang';

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

import { summarize, type Lang } from '@portal/forms';
import { lang } from '@portal/contracts';
import type { FieldCipher } from '../../platform/crypto';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { renderPdf } from '../../platform/pdf';
import type { Session } from '../../platform/sessions';
import { programName } from './present';
import { applicationById, programsOfApplications, type ApplicationRow } from './repo';
import { definitionFor, readAnswers } from './service';

const PDF_TEXT = {
  reference: { en: 'Reference number', es: 'Número de referencia' },
  submitted: { en: 'Submitted', es: 'Enviada' },
  programs: { en: 'Programs', es: 'Programas' },
  signed: { en: 'Signed by', es: 'Firmada por' },
  page: { en: 'Page {n} of {total}', es: 'Página {n} de {total}' },
};

/** The application as a PDF in the language it was made in (or `as` for staff). */
export async function applicationPdf(
  app: ApplicationRow,
  programs: string[],
  cipher: FieldCipher,
  as?: Lang,
): Promise<Uint8Array> {
  const l = as ?? lang(app.locale === 'es' ? 'es' : 'en-US');
  const def = definitionFor(app.formId);
  const answers = readAnswers(cipher, app.answersEnc);
  const sig = app.signature as { firstName: string; middleName: string; lastName: string };
  return renderPdf({
    title: def.title[l],
    lines: [
      `${PDF_TEXT.reference[l]}: ${app.reference}`,
      `${PDF_TEXT.submitted[l]}: ${app.submittedAt.toISOString().slice(0, 10)}`,
      `${PDF_TEXT.programs[l]}: ${programs.map((p) => programName(p, l === 'es' ? 'es' : 'en-US')).join(', ')}`,
      `${PDF_TEXT.signed[l]}: ${[sig.firstName, sig.middleName, sig.lastName].filter(Boolean).join(' ')}`,
    ],
    blocks: summarize(def, answers, l).map((b) => ({ heading: b.heading, rows: b.rows })),
    footer: (n, total) =>
      `${app.reference} - ${PDF_TEXT.page[l].replace('{n}', String(n)).replace('{total}', String(total))}`,
  });
}

/**
 * The PDF of an application for whoever holds it: the signed-in owner, or the anonymous
 * applicant with the key of the submission. Anyone else gets a 404.
 */
export async function heldApplicationPdf(
  ctx: AppContext,
  session: Session | null,
  id: string,
  key: string | undefined,
) {
  const row = await applicationById(ctx.db, id);
  const signedInOwner = row?.userId && session?.stage === 'FULL' && session.user?.id === row.userId;
  const anonymousHolder = row && !row.userId && key && row.submissionKey === `anon:${key}`;
  if (!row || !(signedInOwner || anonymousHolder)) throw notFound();
  const programs = await programsOfApplications(ctx.db, [row.id]);
  return {
    row,
    pdf: await applicationPdf(
      row,
      programs.map((p) => p.programCode),
      ctx.cipher,
    ),
  };
}

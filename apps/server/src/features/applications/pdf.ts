import { summarize, type Lang } from '@portal/forms';
import { lang } from '@portal/contracts';
import type { FieldCipher } from '../../platform/crypto';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { renderPdf } from '../../platform/pdf';
import type { Session } from '../../platform/sessions';
import { programName } from './present';
import { applicationById, programsOfApplications, type ApplicationRow } from './repo';
import { definitionFor, readAnswers } from './service';

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
      t(l, 'applications.pdf.reference', { reference: app.reference }),
      t(l, 'applications.pdf.submitted', { date: app.submittedAt.toISOString().slice(0, 10) }),
      t(l, 'applications.pdf.programs', {
        programs: programs.map((p) => programName(p, l === 'es' ? 'es' : 'en-US')).join(', '),
      }),
      t(l, 'applications.pdf.signed', {
        name: [sig.firstName, sig.middleName, sig.lastName].filter(Boolean).join(' '),
      }),
    ],
    blocks: summarize(def, answers, l).map((b) => ({ heading: b.heading, rows: b.rows })),
    footer: (n, total) => `${app.reference} - ${t(l, 'applications.pdf.page', { n, total })}`,
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

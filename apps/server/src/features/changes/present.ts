import { and, desc, eq, gte } from 'drizzle-orm';
import { summarize } from '@portal/forms';
import {
  CHANGES_LIST_MONTHS,
  describeCode,
  lang,
  type ChangeConfirmation,
  type CocTypeCode,
  type Locale,
  type SubmittedChange,
  type SubmittedRenewals,
} from '@portal/contracts';
import type { FieldCipher } from '../../platform/crypto';
import { subMonths } from '../../platform/dates';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { caseChanges, cases, offices } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { renderPdf } from '../../platform/pdf';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { definitionFor, readAnswers } from '../applications/service';

type ChangeRow = typeof caseChanges.$inferSelect;

/** A submitted change report or renewal of the user's, with its case and office (404 otherwise). */
export async function ownChange(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      change: caseChanges,
      caseReference: cases.reference,
      office: { name: offices.name, phone: offices.phone },
    })
    .from(caseChanges)
    .innerJoin(cases, eq(cases.id, caseChanges.caseId))
    .innerJoin(offices, eq(offices.id, cases.officeId))
    .where(and(eq(caseChanges.id, id), eq(caseChanges.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export const cocTypeOf = (c: Pick<ChangeRow, 'kind' | 'naming'>) => `${c.naming}_${c.kind}` as CocTypeCode;

/** The confirmation page of a change report or renewal (the spec's recert confirmation fields). */
export async function confirmationOf(ctx: AppContext, user: SessionUser, id: string): Promise<ChangeConfirmation> {
  const { change, caseReference, office } = await ownChange(ctx.db, user.id, id);
  const voter = change.kind === 'RECERT' && ctx.config.voterRegistrationUrl ? ctx.config.voterRegistrationUrl : null;
  return {
    userRole: effectiveUserType(user),
    pdcCaseReference: caseReference,
    contact: office,
    nfEnableFNSAppFromCOC: false,
    showVoterRegistration: voter !== null,
    voterRegistrationUrl: voter,
    // A late renewal is refused before it is submitted; a submitted one was on time.
    nfDisplayLateRecertMessage: false,
    nfLateRecertEndDate: null,
    errors: [],
    referenceNumber: change.reference,
    submittedOn: change.submittedAt.toISOString(),
    cocTypeCode: cocTypeOf(change),
    status: change.status,
  };
}

function listed(row: ChangeRow & { caseReference: string }, locale: Locale): SubmittedChange {
  const l = lang(locale);
  return {
    referenceNumber: row.reference,
    primaryApplicant: row.applicantName,
    nfLocalizedInd: row.locale === locale,
    concernRoleID: row.userId,
    caseID: row.caseReference,
    attachmentID: row.id,
    programName: describeCode('ProgramType', row.programCode, l),
    submittedDateTime: row.submittedAt.toISOString(),
    nfCOCInstanceID: row.id,
    status: row.status,
    statusDescription: describeCode('ChangeStatus', row.status, l),
  };
}

/** list_submitted_renewals: the user's change reports and renewals of the last twelve months, newest first. */
export async function submittedChangesOf(db: Db, user: SessionUser, locale: Locale): Promise<SubmittedRenewals> {
  const since = subMonths(clock.now(), CHANGES_LIST_MONTHS);
  const rows = await db
    .select({ change: caseChanges, caseReference: cases.reference })
    .from(caseChanges)
    .innerJoin(cases, eq(cases.id, caseChanges.caseId))
    .where(and(eq(caseChanges.userId, user.id), gte(caseChanges.submittedAt, since)))
    .orderBy(desc(caseChanges.submittedAt));
  const items = rows.map((r) => ({
    kind: r.change.kind,
    item: listed({ ...r.change, caseReference: r.caseReference }, locale),
  }));
  const type = effectiveUserType(user);
  return {
    isLinkedUserInd: type === 'LINKED',
    isDelinkedUserInd: Boolean(user.delinkedAt),
    displayPDFInd: true,
    cocDetails: items.filter((i) => i.kind === 'COC').map((i) => i.item),
    renewalDetails: items.filter((i) => i.kind === 'RECERT').map((i) => i.item),
  };
}

/** The report as a PDF in the language it was made in: what the person sent, with the reference. */
export async function changePdf(row: ChangeRow, caseReference: string, cipher: FieldCipher): Promise<Uint8Array> {
  const l = lang(row.locale === 'es' ? 'es' : 'en-US');
  const def = definitionFor(row.formId);
  const sig = row.signature as { firstName: string; middleName: string; lastName: string };
  return renderPdf({
    title: def.title[l],
    lines: [
      t(l, 'applications.pdf.reference', { reference: row.reference }),
      t(l, 'changes.pdf.case', { reference: caseReference }),
      t(l, 'applications.pdf.submitted', { date: row.submittedAt.toISOString().slice(0, 10) }),
      t(l, 'applications.pdf.signed', {
        name: [sig.firstName, sig.middleName, sig.lastName].filter(Boolean).join(' '),
      }),
    ],
    blocks: summarize(def, readAnswers(cipher, row.answersEnc), l).map((b) => ({ heading: b.heading, rows: b.rows })),
    footer: (n, total) => `${row.reference} - ${t(l, 'applications.pdf.page', { n, total })}`,
  });
}

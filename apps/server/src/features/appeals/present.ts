import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { appealRequest, appealRequestContinuing, summarize } from '@portal/forms';
import {
  describeCode,
  lang,
  type AppealRequest,
  type AppealRequests,
  type AppealTrack,
  type Locale,
} from '@portal/contracts';
import type { FieldCipher } from '../../platform/crypto';
import { clockTime, usDate } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { appeals, applicationDrafts } from '../../platform/db/schema';
import { t } from '../../platform/i18n';
import { renderPdf } from '../../platform/pdf';
import { readAnswers } from '../applications/service';
import type { AppealRow } from './service';

/** How an appeal request reads to its appellant and to the hearing office. */

type Hearing = Pick<AppealRow, 'hearingDate' | 'hearingTime' | 'hearingMode' | 'hearingPlace'>;

export function presentHearing(row: Hearing, l: 'en' | 'es') {
  if (!row.hearingDate || !row.hearingTime || !row.hearingMode || !row.hearingPlace) return null;
  return {
    date: row.hearingDate,
    time: row.hearingTime,
    mode: row.hearingMode,
    modeDescription: describeCode('HearingMode', row.hearingMode, l),
    place: row.hearingPlace,
  };
}

/** The name the request was signed with: who sent it. */
function senderOf(row: AppealRow): string {
  const sig = row.signature as { firstName?: string; middleName?: string; lastName?: string } | null;
  return sig ? [sig.firstName, sig.middleName, sig.lastName].filter(Boolean).join(' ') : '';
}

export function presentAppeal(row: AppealRow, locale: Locale): AppealRequest {
  const l = lang(locale);
  const status = row.status === 'DRAFT' ? 'SUBMITTED' : row.status;
  return {
    primaryAppellantName: row.appellantName ?? '',
    appealRequestStatus: status,
    submittedDateTime: row.submittedAt?.toISOString() ?? '',
    onlineAppealRequestId: row.id,
    nfAppealedProgramCode: row.programCode,
    track: row.track,
    referenceNumber: row.reference ?? '',
    programName: describeCode('ProgramType', row.programCode, l),
    statusDescription: describeCode('AppealStatus', status, l),
    decisionDate: row.decisionDate,
    filedOn: row.filedOn ?? '',
    senderName: senderOf(row),
    attachmentID: row.id,
    hearing: presentHearing(row, l),
    outcome: row.outcome,
    outcomeDescription: row.outcome ? describeCode('HearingOutcome', row.outcome, l) : null,
    outcomeNote: row.outcomeNote,
    canWithdraw: status === 'SUBMITTED' || status === 'SCHEDULED',
  };
}

/** GET appeals / nf_appeals: the person's requests on a track, newest first, and their drafts. */
export async function appealsOf(db: Db, userId: string, track: AppealTrack, locale: Locale): Promise<AppealRequests> {
  const rows = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.userId, userId), eq(appeals.track, track), isNotNull(appeals.submittedAt)))
    .orderBy(desc(appeals.submittedAt));
  const drafts = await db
    .select({ formId: applicationDrafts.id, programCode: appeals.programCode, startedOn: appeals.createdAt })
    .from(appeals)
    .innerJoin(applicationDrafts, eq(applicationDrafts.id, appeals.draftId))
    .where(and(eq(appeals.userId, userId), eq(appeals.track, track), isNull(appeals.submittedAt)))
    .orderBy(desc(appeals.createdAt));
  const l = lang(locale);
  return {
    appealRequests: rows.map((r) => presentAppeal(r, locale)),
    drafts: drafts.map((d) => ({
      formId: d.formId,
      programName: describeCode('ProgramType', d.programCode, l),
      startedOn: d.startedOn.toISOString(),
    })),
  };
}

/** The request as a PDF in the language it was made in: the decision, the dates, the answers. */
export async function appealPdf(row: AppealRow, cipher: FieldCipher): Promise<Uint8Array> {
  const l = lang(row.locale === 'es' ? 'es' : 'en-US');
  const def = row.applicationProgramId ? appealRequest : appealRequestContinuing;
  const hearing = presentHearing(row, l);
  return renderPdf({
    title: def.title[l],
    lines: [
      t(l, 'applications.pdf.reference', { reference: row.reference ?? '' }),
      t(l, 'appeals.pdf.decision', {
        program: describeCode('ProgramType', row.programCode, l),
        date: usDate(row.decisionDate),
      }),
      t(l, 'appeals.pdf.filed', { date: usDate(row.filedOn ?? row.decisionDate) }),
      t(l, 'applications.pdf.signed', { name: senderOf(row) }),
      t(l, 'appeals.pdf.status', { status: describeCode('AppealStatus', row.status, l) }),
      ...(hearing
        ? [
            t(l, 'appeals.pdf.hearing', {
              date: usDate(hearing.date),
              time: clockTime(hearing.time, l),
              mode: hearing.modeDescription,
              place: hearing.place,
            }),
          ]
        : []),
    ],
    blocks: summarize(def, readAnswers(cipher, row.answersEnc ?? ''), l)
      .filter((b) => b.rows.length > 0)
      .map((b) => ({
        heading: b.heading,
        rows: b.rows,
      })),
    footer: (n, total) => `${row.reference ?? ''} - ${t(l, 'applications.pdf.page', { n, total })}`,
  });
}

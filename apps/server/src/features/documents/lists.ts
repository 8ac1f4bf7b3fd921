import {
  lang,
  type DocUploadInfoMessages,
  type DocumentKind,
  type ExistingApplicationsAndCases,
  type Locale,
  type OutstandingVerifications,
  type RejectedDocuments,
  type StandaloneDocuments,
  type UploadedDocuments,
} from '@portal/contracts';
import { clock } from '../../platform/clock';
import { isoDay, sixMonthsBefore, subDays } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/errors';
import {
  presentDocument,
  presentOtherDocument,
  presentOutstanding,
  presentRejected,
  presentSelection,
  isoDate,
  itemContext,
  type DocumentLink,
} from './present';
import {
  activeInfoMessages,
  applicationsForSelection,
  applicationsOfDocuments,
  casesForSelection,
  casesOfDocuments,
  documentsOfOwner,
  itemsForPerson,
} from './repo';
import { isUuid, type Uploader } from './service';

/** The resident's lists of documents (spec part 1 §7): what is asked for, given, rejected, and what for. */

const CLOSED_CASE_WINDOW_DAYS = 90;

export async function infoMessages(db: Db, locale: Locale): Promise<DocUploadInfoMessages> {
  const rows = await activeInfoMessages(db);
  const l = lang(locale);
  return { dtls: rows.map((r) => ({ informationalMsgText: l === 'es' ? r.textEs : r.textEn })) };
}

/** Verification items of the person's cases, each with the documents given for it. */
type LinkedUploader = Uploader & { personId: string };

export async function outstandingVerifications(
  db: Db,
  who: LinkedUploader,
  locale: Locale,
): Promise<OutstandingVerifications> {
  const rows = await itemsForPerson(db, who.personId);
  const docs = await documentsOfOwner(db, who.userId, { kind: 'VERIFICATION' });
  const today = isoDate(clock.now()).slice(0, 10);
  const own = (itemId: string) => docs.filter((d) => d.verificationItemId === itemId);
  return { dtls: rows.map((row) => presentOutstanding(row, own(row.item.id), today, locale)) };
}

/** The documents given for one of the person's verification items; anyone else's → 404. */
export async function itemDocuments(
  db: Db,
  who: LinkedUploader,
  itemId: string,
  locale: Locale,
): Promise<UploadedDocuments> {
  const [row] = isUuid(itemId) ? await itemsForPerson(db, who.personId, itemId) : [];
  if (!row) throw notFound();
  const docs = await documentsOfOwner(db, who.userId, { kind: 'VERIFICATION', itemId });
  const context = itemContext(row, locale);
  return { dtls: docs.map((d) => presentDocument(d, context, locale)) };
}

/**
 * What documents can be given for: the person's cases (open, or closed in the last 90 days) and
 * the account's applications submitted in the last six months.
 */
export async function selectionFor(db: Db, who: Uploader, locale: Locale): Promise<ExistingApplicationsAndCases> {
  const all = who.personId ? await casesForSelection(db, who.personId) : [];
  const cutoff = isoDay(subDays(clock.now(), CLOSED_CASE_WINDOW_DAYS));
  const current = all.filter((c) => c.status !== 'CLOSED' || (c.closedOn !== null && c.closedOn >= cutoff));
  // Spec part 1 §9: the submitted applications list covers six months.
  const apps = await applicationsForSelection(db, who.userId, sixMonthsBefore(clock.now()));
  return {
    ...presentSelection(current, apps, who.personId, locale),
    noBenefitsInd: all.length > 0 && current.length === 0 && apps.length === 0,
  };
}

/** The cases and applications each document was given for. */
async function linksOf(db: Db, documentIds: string[]): Promise<DocumentLink[]> {
  return [
    ...(await casesOfDocuments(db, documentIds)),
    ...(await applicationsOfDocuments(db, documentIds)).map((a) => ({
      documentId: a.documentId,
      caseId: a.applicationId,
      reference: a.reference,
    })),
  ];
}

/** Documents of any kind a caseworker rejected, with whether (and where) a replacement can be sent. */
export async function rejectedDocuments(db: Db, who: Uploader, locale: Locale): Promise<RejectedDocuments> {
  const docs = await documentsOfOwner(db, who.userId, { statuses: ['REJECTED', 'PARTIALLY_REJECTED'] });
  const items = new Map(who.personId ? (await itemsForPerson(db, who.personId)).map((r) => [r.item.id, r]) : []);
  const links = await linksOf(
    db,
    docs.map((d) => d.id),
  );
  // A replacement for a standalone or energy document goes to the same cases and applications,
  // so it is offered only while every one of them is still the person's to choose.
  const selection = docs.some((d) => d.kind !== 'VERIFICATION') ? await selectionFor(db, who, locale) : null;
  const selectable = new Set([
    ...(selection?.caseDtls.map((c) => c.caseID) ?? []),
    ...(selection?.subAppDtls.map((a) => a.applicationCaseID) ?? []),
  ]);
  return {
    dtls: docs.map((d) => {
      const item = d.verificationItemId ? items.get(d.verificationItemId) : undefined;
      const targets = links.filter((l) => l.documentId === d.id);
      const canAdd =
        d.kind === 'VERIFICATION'
          ? item?.item.status === 'OUTSTANDING'
          : targets.length > 0 && targets.every((l) => selectable.has(l.caseId));
      return presentRejected(d, { item, targets, canAdd, ownerName: who.name }, locale);
    }),
  };
}

/** Documents given outside a verification item (standalone and application, or energy), with their cases. */
export async function otherDocuments(
  db: Db,
  who: Uploader,
  kinds: DocumentKind[],
  locale: Locale,
): Promise<StandaloneDocuments> {
  const docs = await documentsOfOwner(db, who.userId, { kind: kinds });
  const links = await linksOf(
    db,
    docs.map((d) => d.id),
  );
  return {
    concernrole_id: who.personId ?? '',
    showReadyToSubmitBadgeInd: docs.some((d) => d.status === 'UPLOADED'),
    dtls: docs.map((d) => presentOtherDocument(d, links, who.name, locale)),
  };
}

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Communication, CommunicationList } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { communications } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { renderPdf } from '../../platform/pdf';
import { announceUserChange } from '../../platform/sessions';

/**
 * The secure inbox: every notice of an inbox kind is kept as a communication in the person's
 * language, with its PDF made at once (a later change of wording never alters what was sent).
 * A person reads only their own; another person's answers 404.
 */

/** The spec's "last 20 notices". */
export const INBOX_SIZE = 20;

/**
 * Keeps a notice as a communication, in the caller's transaction (it exists exactly when the
 * notice does); returns its id and when it was made.
 */
export async function keepCommunication(
  db: Db,
  notice: { kind: string; userId: string; locale: 'en-US' | 'es'; subject: string; body: string },
): Promise<{ id: string; createdAt: Date }> {
  const now = clock.now();
  const day = now.toISOString().slice(0, 10);
  const pdf = await renderPdf({
    title: notice.subject,
    lines: [t(notice.locale, 'communications.pdf.sent', { date: day }), '', notice.body],
    blocks: [],
    footer: (n, total) => t(notice.locale, 'applications.pdf.page', { n, total }),
  });
  const [row] = await db
    .insert(communications)
    .values({ ...notice, pdf, createdAt: now })
    .returning({ id: communications.id, createdAt: communications.createdAt });
  // The header's unread count is read with the session: every process reads it again.
  await announceUserChange(db, notice.userId);
  return row!;
}

type Row = typeof communications.$inferSelect;

function present(row: Omit<Row, 'pdf' | 'mailAddress'>): Communication {
  return {
    communicationID: row.id,
    subjectText: row.subject,
    bodyText: row.body,
    typeCode: row.kind,
    communicationDate: row.createdAt.toISOString(),
    statusCode: row.viewedAt ? 'READ' : 'UNREAD',
    viewedDate: row.viewedAt?.toISOString() ?? null,
    methodTypeCode: 'ONLINE',
    attachmentInd: true,
    communicationFormat: 'PDF',
    mailRequestedDate: row.mailRequestedAt?.toISOString() ?? null,
    mailedDate: row.mailedAt?.toISOString() ?? null,
    // Queued with the notice itself (sendNotice, no e-notices), not asked for later.
    paperByDefault: row.mailRequestedAt?.getTime() === row.createdAt.getTime(),
  };
}

/** How many of the person's communications they have not opened (the inbox's count). */
export async function unreadNoticeCount(db: Db, userId: string): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communications)
    .where(and(eq(communications.userId, userId), isNull(communications.viewedAt)));
  return count?.n ?? 0;
}

/** The person's newest communications (at most INBOX_SIZE) and how many of all are unread. */
export async function listCommunications(db: Db, userId: string): Promise<CommunicationList> {
  const { pdf: _pdf, ...columns } = communications;
  const [rows, unreadCount] = await Promise.all([
    db
      .select({
        id: columns.id,
        userId: columns.userId,
        kind: columns.kind,
        locale: columns.locale,
        subject: columns.subject,
        body: columns.body,
        createdAt: columns.createdAt,
        viewedAt: columns.viewedAt,
        mailRequestedAt: columns.mailRequestedAt,
        mailedAt: columns.mailedAt,
      })
      .from(communications)
      .where(eq(communications.userId, userId))
      .orderBy(desc(communications.createdAt), desc(communications.id))
      .limit(INBOX_SIZE),
    unreadNoticeCount(db, userId),
  ]);
  return { isSuccess: true, unreadCount, communications: rows.map(present) };
}

/** The PDF of one of the person's communications, or a 404. */
export async function communicationPdf(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ pdf: communications.pdf, subject: communications.subject })
    .from(communications)
    .where(and(eq(communications.id, id), eq(communications.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** Marks one of the person's communications read (the first time only); a 404 when it is not theirs. */
export async function markViewed(db: Db, userId: string, id: string) {
  const mine = and(eq(communications.id, id), eq(communications.userId, userId));
  const [row] = await db.select({ id: communications.id }).from(communications).where(mine);
  if (!row) throw notFound();
  await db
    .update(communications)
    .set({ viewedAt: clock.now() })
    .where(and(mine, isNull(communications.viewedAt)));
  return { isSuccess: true };
}

import {
  CASE_HISTORY_PAGE,
  describeCode,
  lang,
  type CaseHistoryAction,
  type CaseHistoryRole,
  type Locale,
  type WorkerCase,
  type WorkerCaseHistory,
  type WorkerCaseNote,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { caseNotes } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { officeScope } from '../worker/scope';
import {
  appealsOf,
  applicationsOf,
  caseInScope,
  changesOf,
  historyOf,
  messagesOf,
  notesOf,
  outstandingRequestsOf,
  peopleOf,
  programsOf,
  referralsOf,
  type CaseRow,
} from './staff-repo';

/**
 * The staff case page (ADR 0412): one case of the reader's office (ADR 0402; another office's is
 * 404), read from what the portal already keeps, with the office's internal notes and the case's
 * history from the audit records. Notes are read here and nowhere else.
 */

type Staff = Pick<SessionUser, 'id' | 'staffRole' | 'firstName' | 'lastName'>;
/** Who acts, from where (for the audit trail). */
export type Actor = { user: Staff; ip: string };

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

async function theCase(db: Db, user: Staff, caseId: string): Promise<CaseRow> {
  const found = await caseInScope(db, await officeScope(db, user), caseId);
  if (!found) throw notFound();
  return found;
}

/** Threads of secure messages: a reply belongs to the thread of the message it answers. */
function threadsOf(rows: Awaited<ReturnType<typeof messagesOf>>) {
  const parent = new Map(rows.map((m) => [m.id, m.replyToId]));
  const rootOf = (id: string) => {
    let at = id;
    for (let hops = 0; parent.get(at) && hops < rows.length; hops++) at = parent.get(at)!;
    return at;
  };
  const threads = new Map<string, { id: string; subject: string; count: number; lastAt: Date; unread: boolean }>();
  for (const m of rows) {
    const root = rootOf(m.id);
    const thread = threads.get(root) ?? { id: root, subject: m.subject, count: 0, lastAt: m.createdAt, unread: false };
    thread.count += 1;
    if (m.createdAt > thread.lastAt) thread.lastAt = m.createdAt;
    if (m.direction === 'FROM_PERSON' && !m.viewedAt) thread.unread = true;
    threads.set(root, thread);
  }
  return [...threads.values()].sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime());
}

const presentNote = (n: { id: string; body: string; createdAt: Date; firstName: string; lastName: string }) => ({
  id: n.id,
  text: n.body,
  authorName: fullName(n.firstName, n.lastName),
  writtenAt: n.createdAt.toISOString(),
});

/** GET worker/cases/:caseId — reading it is audited, as it names the household's people. */
export async function casePage(ctx: AppContext, actor: Actor, caseId: string, locale: Locale): Promise<WorkerCase> {
  const { db } = ctx;
  const c = await theCase(db, actor.user, caseId);
  const l = lang(locale);
  const program = (code: string) => describeCode('ProgramType', code, l);
  const [people, programs, apps, changes, appealRows, referrals, requests, messages, notes] = await Promise.all([
    peopleOf(db, c),
    programsOf(db, c.id),
    applicationsOf(db, c.id),
    changesOf(db, c.id),
    appealsOf(db, c.id),
    referralsOf(db, c.id),
    outstandingRequestsOf(db, c.id),
    messagesOf(db, c.id),
    notesOf(db, c.id),
  ]);
  await audit(db, { actorUserId: actor.user.id, ip: actor.ip, action: 'case.read', entity: 'case', entityId: c.id });
  const role = actor.user.staffRole;
  return {
    caseId: c.id,
    caseReference: c.reference,
    status: c.status,
    statusDescription: describeCode('CaseStatus', c.status, l),
    officeName: c.officeName,
    openedOn: c.openedOn,
    people: people.map((p) => ({
      personId: p.personId,
      name: fullName(p.firstName, p.lastName),
      relationship: describeCode('Relationship', p.relationship, l),
      primary: p.personId === c.primaryPersonId,
    })),
    programs: programs.map((p) => ({
      programCode: p.programCode,
      programName: program(p.programCode),
      status: p.status,
      statusDescription: describeCode('CaseStatus', p.status, l),
      certificationStartOn: p.certificationStartOn,
      certificationEndOn: p.certificationEndOn,
    })),
    applications: apps.map((a) => ({
      applicationId: a.id,
      reference: a.reference,
      submittedAt: a.submittedAt.toISOString(),
      programs: a.programs.map((p) => ({ programName: program(p.code), status: p.status })),
    })),
    changes: changes.map((ch) => ({
      id: ch.id,
      reference: ch.reference,
      kind: ch.kind,
      kindDescription: describeCode('ChangeKind', ch.kind, l),
      status: ch.status,
      statusDescription: describeCode('ChangeStatus', ch.status, l),
      submittedAt: ch.submittedAt.toISOString(),
    })),
    appeals: appealRows.map((a) => ({
      id: a.id,
      reference: a.reference ?? '',
      programName: program(a.programCode),
      status: a.status,
      statusDescription: describeCode('AppealStatus', a.status, l),
      filedOn: a.filedOn,
    })),
    referrals: referrals.map((r) => ({
      id: r.id,
      newbornName: fullName(r.newbornFirstName, r.newbornLastName),
      status: r.status,
      submittedAt: r.submittedAt.toISOString(),
    })),
    documentRequests: requests.map(({ item, firstName, lastName }) => ({
      id: item.id,
      itemDescription: describeCode('VerificationItem', item.itemCode, l),
      personName: fullName(firstName, lastName),
      programName: program(item.programCode),
      requestedOn: dayIn(item.createdAt, ctx.config.timeZone),
      dueOn: item.dueOn,
    })),
    threads: threadsOf(messages).map((th) => ({
      id: th.id,
      subject: th.subject,
      messageCount: th.count,
      lastAt: th.lastAt.toISOString(),
      unreadReply: th.unread,
    })),
    notes: notes.map(presentNote),
    canWriteNotes: role === 'CASEWORKER' || role === 'ADMIN',
    canOpenAppeals: role === 'HEARING_OFFICER' || role === 'ADMIN',
  };
}

function roleOf(actorUserId: string | null, staffRole: string | null): CaseHistoryRole {
  if (!actorUserId) return 'SYSTEM';
  if (staffRole === 'CASEWORKER' || staffRole === 'HEARING_OFFICER' || staffRole === 'ADMIN') return staffRole;
  return 'ACCOUNT';
}

/** GET worker/cases/:caseId/history — a page of who did what and when, newest first. */
export async function caseHistory(
  db: Db,
  user: Staff,
  caseId: string,
  before: string | undefined,
): Promise<WorkerCaseHistory> {
  const c = await theCase(db, user, caseId);
  const rows = await historyOf(db, c.id, CASE_HISTORY_PAGE + 1, before === undefined ? undefined : Number(before));
  const page = rows.slice(0, CASE_HISTORY_PAGE);
  return {
    entries: page.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actorName: r.actorUserId && r.firstName !== null ? fullName(r.firstName, r.lastName ?? '') : null,
      actorRole: roleOf(r.actorUserId, r.staffRole),
      action: r.action as CaseHistoryAction,
    })),
    nextBefore: rows.length > CASE_HISTORY_PAGE ? String(page[page.length - 1]!.id) : null,
  };
}

/** POST worker/cases/:caseId/notes — the note and its audit record are written together. */
export async function addCaseNote(db: Db, actor: Actor, caseId: string, body: string): Promise<WorkerCaseNote> {
  const c = await theCase(db, actor.user, caseId);
  const createdAt = clock.now();
  const note = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(caseNotes)
      .values({ caseId: c.id, authorUserId: actor.user.id, body, createdAt })
      .returning({ id: caseNotes.id });
    // The audit record says a note was written, never what it says.
    await audit(tx, {
      actorUserId: actor.user.id,
      ip: actor.ip,
      action: 'case_note.add',
      entity: 'case',
      entityId: c.id,
      detail: { noteId: row!.id },
    });
    return row!;
  });
  return presentNote({ id: note.id, body, createdAt, firstName: actor.user.firstName, lastName: actor.user.lastName });
}

import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type WorkerMessageQueue } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import { auditLog, cases, secureMessages, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/**
 * The office's queue of residents' secure messages waiting for an answer (ADR 0418): oldest first,
 * paging and count, search (name, case number, subject) and the read filter, office scope with two
 * offices, "Assign to me" / "Take over" / "Release", two caseworkers assigning one message at once,
 * and a caseworker's message on the case answering what waited. Runs on PGlite and, with
 * PORTAL_TEST_PG_URL, on PostgreSQL, where the two are two connections racing.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
/** A word no other subject has: every search of this file finds only its own. */
const tag = `Mq${randomBytes(4).toString('hex')}`;
const DAY = 86_400_000;
/** Office A's 30 messages on Ana's case, oldest first. */
const own: string[] = [];
let theirs: string[] = [];
let riveraA: typeof cases.$inferSelect;
let ana: string;
/** When office A's first message arrived (40 days ago). */
let start: number;

async function caseOf(reference: string) {
  const [c] = await t.db.select().from(cases).where(eq(cases.reference, reference));
  return c!;
}
async function userId(username: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return u!.id;
}

/** A message from the person on `caseId` written at `at` (or, with `staff`, that caseworker's to them). */
async function insertMessage(caseId: string, owner: string, subject: string, at: Date, staff?: string) {
  const [row] = await t.db
    .insert(secureMessages)
    .values({
      caseId,
      userId: owner,
      direction: staff ? 'FROM_OFFICE' : 'FROM_PERSON',
      staffUserId: staff ?? null,
      subject,
      body: `About ${subject}.`,
      createdAt: at,
    })
    .returning({ id: secureMessages.id });
  return row!.id;
}

/** Whole days from the state's calendar day of `ms` to today's (the dates' difference). */
const calendarDaysAgo = (ms: number) => {
  const zone = t.app.ctx.config.timeZone;
  return Math.round((Date.parse(dayIn(clock.now(), zone)) - Date.parse(dayIn(new Date(ms), zone))) / DAY);
};

const queueOf = async (browser: TestBrowser, query: Record<string, string | number> = {}) => {
  const res = await browser.get(urlOf('workerSecureMessages', undefined, { q: tag, ...query }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WorkerMessageQueue;
};
const ids = (q: WorkerMessageQueue) => q.messages.map((m) => m.id);
const assign = (browser: TestBrowser, id: string, takeOver = false) =>
  browser.post(urlOf('workerAssignSecureMessage', { id }), { takeOver });
const release = (browser: TestBrowser, id: string) => browser.post(urlOf('workerReleaseSecureMessage', { id }));

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  riveraA = await caseOf(A.cases.rivera);
  const riveraB = await caseOf(B.cases.rivera);
  ana = await userId(A.users.linked);
  start = clock.nowMs() - 40 * DAY;
  for (let i = 0; i < 30; i++)
    own.push(
      await insertMessage(riveraA.id, ana, `Question ${tag} ${String(i).padStart(2, '0')}`, new Date(start + i * DAY)),
    );
  const bAna = await userId(B.users.linked);
  theirs = [];
  for (let i = 0; i < 3; i++)
    theirs.push(await insertMessage(riveraB.id, bAna, `Question ${tag} B${i}`, new Date(start + i * DAY)));
}, 120_000);
afterAll(async () => t.close());

describe('the secure messages queue', () => {
  it('pages the office’s messages waiting oldest first, 25 a page, with the count and each one’s age', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const first = await queueOf(maria);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(ids(first)).toEqual(own.slice(0, 25));
    expect(first.messages[0]).toEqual({
      id: own[0],
      caseId: riveraA.id,
      caseReference: riveraA.reference,
      personName: A.people.ana.name,
      subjectText: `Question ${tag} 00`,
      communicationText: `About Question ${tag} 00.`,
      receivedAt: expect.any(String),
      ageDays: calendarDaysAgo(start),
      read: false,
      canReply: true,
      assignee: null,
    });
    // 40 and 39 days ago, by the state's calendar (a change of clocks between may make it one less).
    expect(first.messages[0]!.ageDays).toBeGreaterThanOrEqual(39);
    expect(first.messages[1]!.ageDays).toBe(first.messages[0]!.ageDays - 1);
    const second = await queueOf(maria, { page: 2 });
    expect(second.total).toBe(30);
    expect(ids(second)).toEqual(own.slice(25));
    const beyond = await queueOf(maria, { page: 3 });
    expect(beyond.messages).toEqual([]);
    expect(beyond.total).toBe(30);
  });

  it('searches by the person’s name, the case number and the subject, and filters read and unread', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    expect(ids(await queueOf(maria, { q: `${tag} 12`.toLowerCase() }))).toEqual([own[12]]);
    const byName = await maria.get(
      urlOf('workerSecureMessages', undefined, { q: A.people.ana.name.split(' ')[1]!.toLowerCase().slice(1) }),
    );
    expect((byName.json() as WorkerMessageQueue).total).toBe(30);
    const byCase = await maria.get(urlOf('workerSecureMessages', undefined, { q: riveraA.reference.slice(0, -1) }));
    expect(ids(byCase.json() as WorkerMessageQueue)).toEqual(own.slice(0, 25));
    // The middle of a case number is not its start.
    const middle = await maria.get(urlOf('workerSecureMessages', undefined, { q: riveraA.reference.slice(2) }));
    expect((middle.json() as WorkerMessageQueue).messages.some((m) => own.includes(m.id))).toBe(false);
    // A % or _ typed is a character, not a wildcard.
    expect((await queueOf(maria, { q: `${tag}%` })).total).toBe(0);

    for (const id of own.slice(0, 3)) {
      expect((await maria.post(urlOf('workerReadSecureMessage', { id }))).statusCode).toBe(200);
    }
    const read = await queueOf(maria, { read: 'read' });
    expect(ids(read)).toEqual(own.slice(0, 3));
    expect(read.messages.every((m) => m.read)).toBe(true);
    expect((await queueOf(maria, { read: 'unread' })).total).toBe(27);
  });

  it('never shows one office’s messages to the other, in the queue or through assignment', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const other = await t.signedIn(B.users.caseworker);
    const seenByB = await queueOf(other);
    expect(ids(seenByB)).toEqual(theirs);
    expect(seenByB.total).toBe(3);
    expect((await queueOf(maria, { page: 2 })).messages.some((m) => theirs.includes(m.id))).toBe(false);
    expect((await queueOf(other, { q: riveraA.reference })).total).toBe(0);
    expect((await assign(other, own[0]!)).statusCode).toBe(404);
    expect((await release(other, own[0]!)).statusCode).toBe(404);
    expect((await assign(maria, theirs[0]!)).statusCode).toBe(404);
    const [row] = await t.db.select().from(secureMessages).where(eq(secureMessages.id, own[0]!));
    expect(row!.assignedTo).toBeNull();
    // An administrator's office is every office.
    const admin = await t.signedIn(A.users.admin);
    expect((await queueOf(admin)).total).toBe(33);
  });

  it('refuses a bad search, filter or page with a translated message naming the field', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const bad: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ page: '0' }, 'page'],
      [{ read: 'maybe' }, 'read'],
      [{ view: 'everyone' }, 'view'],
    ];
    for (const [query, field] of bad) {
      const res = await maria.get(urlOf('workerSecureMessages', undefined, query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    const spanish = await maria.request({
      method: 'GET',
      url: urlOf('workerSecureMessages', undefined, { read: 'maybe' }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toBe('Elija uno de los valores de la lista.');
  });

  it('assigns, shows "Mine", refuses another caseworker naming who has it, takes over and releases, audited', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const id = own[20]!;
    const mine = await assign(maria, id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().assignee).toMatchObject({ mine: true, name: 'Maria Lopez' });
    expect(ids(await queueOf(maria, { view: 'mine' }))).toEqual([id]);
    expect((await queueOf(james, { view: 'mine' })).total).toBe(0);
    expect((await queueOf(james, { q: `${tag} 20` })).messages[0]!.assignee).toMatchObject({
      name: 'Maria Lopez',
      mine: false,
    });
    const refused = await assign(james, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ field: 'assignee' });
    expect(refused.json().errors[0].message).toContain('Maria Lopez is working on this message');
    const notTheirs = await release(james, id);
    expect(notTheirs.statusCode).toBe(409);
    expect(notTheirs.json().errors[0].message).toContain('only they can release it');
    const spanish = await james.request({
      method: 'POST',
      url: urlOf('workerAssignSecureMessage', { id }),
      payload: {},
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().errors[0].message).toContain('Maria Lopez está trabajando en este mensaje');
    const taken = await assign(james, id, true);
    expect(taken.json().assignee).toMatchObject({ name: 'James Carter', mine: true });
    expect((await queueOf(maria, { view: 'mine' })).total).toBe(0);
    expect((await release(james, id)).json()).toEqual({ assignee: null });
    expect((await queueOf(james, { q: `${tag} 20` })).messages[0]!.assignee).toBeNull();
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'secure_message'), eq(auditLog.entityId, id)));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'secure_message.assign',
      'secure_message.assign',
      'secure_message.release',
    ]);
    // Only a resident's message is work: a caseworker's own is not assigned.
    const at = new Date(clock.nowMs() - 60 * DAY);
    const sent = await insertMessage(riveraA.id, ana, 'Sent', at, await userId(A.users.caseworker));
    expect((await assign(maria, sent)).statusCode).toBe(404);
    expect((await assign(maria, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('gives a message pressed "Assign to me" by two caseworkers at once to exactly one', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const james = await t.signedIn(A.users.caseworker2);
    const names = { maria: 'Maria Lopez', james: 'James Carter' };
    for (const id of own.slice(21, 26)) {
      const [m, j] = await Promise.all([assign(maria, id), assign(james, id)]);
      expect([m.statusCode, j.statusCode].sort()).toEqual([200, 409]);
      const [winner, loser] = m.statusCode === 200 ? [names.maria, j] : [names.james, m];
      expect(loser.json().errors[0].message).toContain(`${winner} is working on this message`);
      const [row] = await t.db
        .select({ first: users.firstName, last: users.lastName })
        .from(secureMessages)
        .innerJoin(users, eq(users.id, secureMessages.assignedTo))
        .where(eq(secureMessages.id, id));
      expect(`${row!.first} ${row!.last}`).toBe(winner);
    }
  });

  it('says which messages cannot be answered here: a turned-off account, a closed case', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    const okafor = await caseOf(A.cases.okafor);
    const closed = await caseOf(A.cases.omarClosed);
    const at = new Date(clock.nowMs() - 50 * DAY);
    const sam = await insertMessage(okafor.id, ana, `Unreachable ${tag}`, at);
    const omar = await insertMessage(closed.id, ana, `Unreachable ${tag}`, new Date(at.getTime() + 1000));
    const rows = (await maria.get(urlOf('workerSecureMessages', undefined, { q: `Unreachable ${tag}` }))).json()
      .messages as WorkerMessageQueue['messages'];
    expect(rows.map((r) => [r.id, r.canReply])).toEqual([
      [sam, false],
      [omar, false],
    ]);
    await t.db.delete(secureMessages).where(eq(secureMessages.subject, `Unreachable ${tag}`));
  });

  it('takes a message out of the queue once a caseworker writes to the person on its case', async () => {
    const maria = await t.signedIn(A.users.caseworker);
    expect((await queueOf(maria)).total).toBe(30);
    const sent = await maria.post(urlOf('workerSendSecureMessage'), {
      caseId: riveraA.id,
      subjectText: `Re: Question ${tag} 00`,
      communicationText: 'Your interview is on Monday.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Every message of the case that waited is answered (the assigned ones too); the other office's still wait.
    const after = await queueOf(maria);
    expect(after).toMatchObject({ total: 0, messages: [] });
    expect((await queueOf(maria, { view: 'mine' })).total).toBe(0);
    expect(ids(await queueOf(await t.signedIn(B.users.caseworker)))).toEqual(theirs);
    const [answered] = await t.db.select().from(secureMessages).where(eq(secureMessages.id, own[0]!));
    expect(answered!.answeredAt?.toISOString()).toBe(sent.json().communicationDate);
    // A message that arrives after the answer waits again.
    const later = await insertMessage(riveraA.id, ana, `Question ${tag} later`, new Date(clock.nowMs() + 60_000));
    expect(ids(await queueOf(maria))).toEqual([later]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_HISTORY_PAGE, CASE_NOTE_MAX, urlOf, type WorkerCase, type WorkerCaseHistory } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { applicationPrograms, applications, caseNotes, cases } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/**
 * The staff case page (ADR 0412): a caseworker of the case's office reads it and writes internal
 * notes; another office gets 404, a resident 403; the history reads the audit records.
 */

let t: TestApp;
let A: TestWorld;
let B: TestWorld;
let caseworker: TestBrowser;
let caseId: string;

const page = async (b: TestBrowser, id = caseId) => b.get(urlOf('workerCase', { caseId: id }));
const history = async (b: TestBrowser, before?: string) =>
  b.get(urlOf('workerCaseHistory', { caseId }, before ? { before } : undefined));
const writeNote = (b: TestBrowser, noteText: string, id = caseId) =>
  b.post(urlOf('workerAddCaseNote', { caseId: id }), { noteText });
const notesOnFile = async () => (await t.db.select().from(caseNotes).where(eq(caseNotes.caseId, caseId))).length;

beforeAll(async () => {
  t = await startTestApp();
  A = await createTestWorld(t.app.ctx);
  B = await createTestWorld(t.app.ctx);
  caseworker = await t.signedIn(A.users.caseworker);
  const [found] = await t.db.select().from(cases).where(eq(cases.reference, A.cases.rivera));
  caseId = found!.id;
  // Ana's pending Medicaid application, approved: it joins her household's case.
  const [app] = await t.db.select().from(applications).where(eq(applications.reference, A.applications.anaMedicaid));
  const [program] = await t.db.select().from(applicationPrograms).where(eq(applicationPrograms.applicationId, app!.id));
  const decided = await caseworker.post(urlOf('workerApplicationDecision', { id: app!.id, programId: program!.id }), {
    decision: 'APPROVED',
  });
  expect(decided.statusCode).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

describe('the staff case page', () => {
  it('shows the case number, people, programmes with their period and the applications of the case', async () => {
    const res = await page(caseworker);
    expect(res.statusCode).toBe(200);
    const c = res.json() as WorkerCase;
    expect(c.caseReference).toBe(A.cases.rivera);
    expect(c.people.map((p) => p.name)).toEqual(expect.arrayContaining([A.people.ana.name, A.people.leo.name]));
    expect(c.people.find((p) => p.name === A.people.ana.name)?.primary).toBe(true);
    const medicaid = c.programs.find((p) => p.programCode === 'MA');
    expect(medicaid).toMatchObject({ programName: 'Medicaid (medical assistance)', status: 'ACTIVE' });
    expect(medicaid?.certificationStartOn).toMatch(/^\d{4}-\d{2}-01$/);
    expect(c.applications.map((a) => a.reference)).toContain(A.applications.anaMedicaid);
    expect(c.canWriteNotes).toBe(true);
    expect(c.canOpenAppeals).toBe(false);
    // The application page names the case it is now on (its "Open the case" link).
    const [app] = await t.db.select().from(applications).where(eq(applications.reference, A.applications.anaMedicaid));
    expect((await caseworker.get(urlOf('workerApplication', { id: app!.id }))).json().caseId).toBe(caseId);
  });

  it('keeps a note with its author and time, and the history lists the decision and the note', async () => {
    const res = await writeNote(caseworker, '  Called Ana: the pay stubs come on Monday.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: 'Called Ana: the pay stubs come on Monday.' });
    const c = (await page(caseworker)).json() as WorkerCase;
    expect(c.notes[0]).toMatchObject({ text: 'Called Ana: the pay stubs come on Monday.' });
    expect(c.notes[0]!.authorName).toMatch(/\S+ \S+/);
    expect(Date.parse(c.notes[0]!.writtenAt)).not.toBeNaN();

    const h = (await history(caseworker)).json() as WorkerCaseHistory;
    expect(h.entries[0]).toMatchObject({
      action: 'case_note.add',
      actorRole: 'CASEWORKER',
      actorName: c.notes[0]!.authorName,
    });
    const approved = h.entries.find((e) => e.action === 'application.approved');
    expect(approved).toMatchObject({ actorRole: 'CASEWORKER', actorName: c.notes[0]!.authorName });
    // Reading the page is audited, but reads are not the case's history.
    expect(h.entries.map((e) => e.action)).not.toContain('case.read');
  });

  it('refuses an empty note, one too long and one with control characters, writing nothing', async () => {
    const before = await notesOnFile();
    const refused: [string, string][] = [
      ['   ', 'validation.required'],
      ['x'.repeat(CASE_NOTE_MAX + 1), 'validation.caseNote.tooLong'],
      ['Bell \u0007 here', 'validation.text.control'],
    ];
    for (const [noteText, code] of refused) {
      const res = await writeNote(caseworker, noteText);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'noteText', code }));
    }
    expect(await notesOnFile()).toBe(before);
  });

  it('is 404 for a caseworker of another office, for the page, the history and a note', async () => {
    const other = await t.signedIn(B.users.caseworker);
    const before = await notesOnFile();
    expect((await page(other)).statusCode).toBe(404);
    expect((await history(other)).statusCode).toBe(404);
    expect((await writeNote(other, 'Not my office')).statusCode).toBe(404);
    expect(await notesOnFile()).toBe(before);
  });

  it('refuses a resident: the staff calls are not theirs, and none of their own calls carries a note', async () => {
    await writeNote(caseworker, 'Internal: check the lease again.');
    const ana = await t.signedIn(A.users.linked);
    expect((await page(ana)).statusCode).toBe(403);
    expect((await history(ana)).statusCode).toBe(403);
    expect((await writeNote(ana, 'Let me in')).statusCode).toBe(403);
    for (const call of ['readMyInfoTabDetails', 'listComm'] as const) {
      const res = await ana.get(urlOf(call));
      expect(res.body, call).not.toContain('check the lease');
    }
  });

  it('lets a hearing officer read it (from an appeal) but not write notes', async () => {
    const hearing = await t.signedIn(A.users.hearing);
    const res = await page(hearing);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canWriteNotes: false, canOpenAppeals: true });
    expect((await writeNote(hearing, 'A hearing note')).statusCode).toBe(403);
  });

  it('pages the history newest first with "show more"', async () => {
    for (let i = 0; i < CASE_HISTORY_PAGE; i++) expect((await writeNote(caseworker, `Note ${i}`)).statusCode).toBe(200);
    const first = (await history(caseworker)).json() as WorkerCaseHistory;
    expect(first.entries).toHaveLength(CASE_HISTORY_PAGE);
    expect(first.nextBefore).not.toBeNull();
    const second = (await history(caseworker, first.nextBefore!)).json() as WorkerCaseHistory;
    const ids = [...first.entries, ...second.entries].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.entries.map((e) => e.action)).toContain('application.approved');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommunicationList, type MyInfo, type OutstandingVerifications, urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { addDays, dayIn, nextCertificationPeriod, usDate } from '../../platform/dates';
import { caseChanges, cases, persons, users, verificationItems } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { insertSubmittedChange } from '../../test/changes';
import { caseRecordsOf } from '../cases/records';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { caseworker2InAnotherOffice } from '../../test/offices';

let t: TestApp;
let ana: TestBrowser;
let maria: TestBrowser;
let anaId: string;
let riveraCase: string;
beforeAll(async () => {
  t = await startTestApp();
  ana = await t.signedIn(DEMO_USERS.linked);
  maria = await t.signedIn(DEMO_USERS.caseworker);
  const [user] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.linked));
  anaId = user!.id;
  const [found] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100234'));
  riveraCase = found!.id;
});
afterAll(async () => {
  await t?.close();
});

/** The Riveras' case as it is on file now. */
const onFile = () => caseRecordsOf(t.db, t.app.ctx.cipher, riveraCase);

/** Ana moved and found a second job: the change report a resident would sign. */
const movedAndHired = async (kind: 'COC' | 'RECERT' = 'COC', naming: 'SNAP' | 'FNS' = 'FNS') =>
  insertSubmittedChange(t, {
    kind,
    caseId: riveraCase,
    userId: anaId,
    onFile: await onFile(),
    naming,
    after: (before) => ({
      ...before,
      ...(kind === 'COC' ? { changed: ['ADDRESS', 'INCOME'], changeDate: '11/02/2026' } : { anythingChanged: 'yes' }),
      homeAddress: { line1: '40 Elm Road', city: 'Springfield', state: 'NC', zip: '27001' },
      'hasJob.0': 'yes',
      'moreJobs.0.0': 'yes',
      'employer.0.1': 'Hill Bakery',
      'jobPay.0.1': '600',
      'jobFrequency.0.1': 'BIWEEKLY',
      'jobHours.0.1': '25',
      'moreJobs.0.1': 'no',
    }),
  });

const riveraInfo = async () =>
  ((await ana.get(urlOf('readMyInfoTabDetails'))).json() as MyInfo).cases.find((c) => c.caseReference === 'C-100234')!;
const latestNotice = async () => ((await ana.get(urlOf('listComm'))).json() as CommunicationList).communications[0]!;
/** The queue's rows of `reference` (searched: other tests' reports may fill its first page). */
const queueOf = async (b: TestBrowser, reference: string) =>
  (await b.get(urlOf('workerCaseChanges', undefined, { q: reference }))).json().changes as { id: string }[];
const queueIds = async (b: TestBrowser, reference: string) => (await queueOf(b, reference)).map((c) => c.id);
const accept = (b: TestBrowser, id: string, body: object = {}) => b.post(urlOf('workerAcceptCaseChange', { id }), body);
const askFor = (b: TestBrowser, id: string, body: object) => b.post(urlOf('workerCaseChangeInfo', { id }), body);

describe('a change report, reviewed by a caseworker of the office', () => {
  it('waits in the queue and reads as before -> after, with what changed and since when', async () => {
    const change = await movedAndHired();
    const queue = await queueOf(maria, change.reference);
    expect(queue).toContainEqual({
      id: change.id,
      reference: change.reference,
      kind: 'COC',
      caseReference: 'C-100234',
      applicantName: 'Ana Rivera',
      submittedAt: change.submittedAt.toISOString(),
      status: 'SUBMITTED',
      programCode: 'FNS',
      ageDays: 0,
      dueOn: null,
      assignee: null,
    });
    const detail = (await maria.get(urlOf('workerCaseChange', { id: change.id }))).json();
    expect(detail.summary).toEqual([
      { label: 'What changed? Choose all that apply.', value: 'Address or phone, Jobs or other income' },
      { label: 'When did it change?', value: '11/02/2026' },
    ]);
    expect(detail.changes).toContainEqual(
      expect.objectContaining({
        label: 'Home address',
        before: '25 Oak Avenue, Springfield, NC 27001',
        after: '40 Elm Road, Springfield, NC 27001',
      }),
    );
    expect(detail.changes).toContainEqual(expect.objectContaining({ before: 'Not answered', after: 'Hill Bakery' }));
    expect(detail).toMatchObject({ certificationEndOn: null, nextPeriod: null, decisionNote: null });
  });

  it('accepted, puts the new address and job on the case, tells the resident, and leaves the queue', async () => {
    const change = await movedAndHired();
    const res = await accept(maria, change.id, { note: 'Thank you for reporting on time.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', decisionNote: 'Thank you for reporting on time.' });

    const info = await riveraInfo();
    expect(info.livingArrangement?.address).toBe('40 Elm Road, Springfield, NC 27001');
    expect(info.incomes).toContainEqual(
      expect.objectContaining({ memberName: 'Ana Rivera', employerName: 'Hill Bakery', amount: 600 }),
    );
    expect((await ana.get(urlOf('getMailingAddress'))).json().mailingAddress).toBe(
      '40 Elm Road, Springfield, NC 27001',
    );
    const notice = await latestNotice();
    expect(notice).toMatchObject({
      typeCode: 'change.accepted',
      subjectText: 'We updated your case with the change you reported',
    });
    expect(notice.bodyText).toContain(change.reference);
    expect(notice.bodyText).toContain('Thank you for reporting on time.');
    expect(await queueIds(maria, change.reference)).not.toContain(change.id);

    // Accepted once: a second click, or a request for information now, changes nothing.
    expect((await accept(maria, change.id)).statusCode).toBe(409);
    expect((await askFor(maria, change.id, { itemCode: 'INCOME', note: 'Pay stubs' })).statusCode).toBe(409);
  });

  it('accepted by two caseworkers at once, is accepted once: the second is told it already was', async () => {
    const change = await movedAndHired();
    const james = await t.signedIn(DEMO_USERS.caseworker2);
    const both = await Promise.all([accept(maria, change.id), accept(james, change.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().errors[0].message).toBe(
      'This report was already accepted by someone else: nothing was changed. Reload the page to see it.',
    );
    const notices = ((await ana.get(urlOf('listComm'))).json() as CommunicationList).communications;
    expect(notices.filter((n) => n.bodyText.includes(change.reference))).toHaveLength(1);
  });

  it('brings a newcomer into the household, and one who moved out leaves it while their records stay', async () => {
    const joined = await insertSubmittedChange(t, {
      kind: 'COC',
      caseId: riveraCase,
      userId: anaId,
      onFile: await onFile(),
      after: (before) => ({
        ...before,
        changed: ['HOUSEHOLD'],
        changeDate: '11/01/2026',
        householdSize: '3',
        'firstName.2': 'Mia',
        'lastName.2': 'Rivera',
        'birthDate.2': '10/20/2026',
        'relationship.2': 'CHILD',
      }),
    });
    expect((await accept(maria, joined.id)).statusCode).toBe(200);
    expect((await riveraInfo()).householdMembers.map((m) => m.name)).toEqual([
      'Ana Rivera',
      'Leo Rivera',
      'Mia Rivera',
    ]);

    const leoId = joined.memberIds[1]!;
    const left = await insertSubmittedChange(t, {
      kind: 'COC',
      caseId: riveraCase,
      userId: anaId,
      onFile: await onFile(),
      after: (before) => ({ ...before, changed: ['HOUSEHOLD'], changeDate: '11/03/2026', householdSize: '1' }),
    });
    expect((await accept(maria, left.id)).statusCode).toBe(200);
    expect((await riveraInfo()).householdMembers.map((m) => m.name)).toEqual(['Ana Rivera']);
    const [leo] = await t.db.select().from(persons).where(eq(persons.id, leoId));
    expect(leo).toMatchObject({ firstName: 'Leo', lastName: 'Rivera' });
    expect(t.app.ctx.cipher.decrypt(leo!.ssnEnc!)).toBe('123456790');
  });
});

describe('a renewal, accepted', () => {
  it('starts the next certification period, with the benefit given, and tells the resident when it ends', async () => {
    const [before] = await t.db.select().from(cases).where(eq(cases.id, riveraCase));
    const end = before!.certificationEndOn!;
    const next = nextCertificationPeriod(end, t.app.ctx.config.certificationMonths.FNS!);
    const renewal = await movedAndHired('RECERT', 'SNAP');
    const detail = (await maria.get(urlOf('workerCaseChange', { id: renewal.id }))).json();
    expect(detail).toMatchObject({
      kind: 'RECERT',
      summary: [{ label: expect.stringContaining('has anything changed'), value: 'Yes' }],
      certificationEndOn: end,
      nextPeriod: next,
    });

    const res = await accept(maria, renewal.id, { benefitAmount: '310.50' });
    expect(res.statusCode, res.body).toBe(200);
    const food = (await riveraInfo()).programs.find((p) => p.programName.startsWith('Food'));
    expect(food).toMatchObject({
      certificationStartOn: next.start,
      certificationEndOn: next.end,
      benefitAmount: 310.5,
    });
    const [after] = await t.db.select().from(cases).where(eq(cases.id, riveraCase));
    expect(after!.certificationEndOn).toBe(next.end);
    const notice = await latestNotice();
    // Named as the resident named the programme when renewing.
    expect(notice).toMatchObject({ typeCode: 'renewal.accepted', subjectText: 'Your SNAP benefits are renewed' });
    expect(notice.bodyText).toContain(`ends on ${usDate(next.end)}`);
  });
});

describe('asking the resident for information', () => {
  it('puts a document request on the case that the resident sees, and keeps the report waiting', async () => {
    const change = await movedAndHired();
    const res = await askFor(maria, change.id, { itemCode: 'SHELTER_COST', note: 'Send the lease of your new home.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INFO_REQUESTED', decisionNote: 'Send the lease of your new home.' });

    const [row] = await t.db.select().from(caseChanges).where(eq(caseChanges.id, change.id));
    const due = dayIn(addDays(clock.now(), 30), t.app.ctx.config.timeZone);
    const items = (await ana.get(urlOf('outstandingVerifications'))).json() as OutstandingVerifications;
    expect(items.dtls).toContainEqual(
      expect.objectContaining({
        caseReference: 'C-100234',
        participantName: 'Ana Rivera',
        itemDescription: 'Proof of rent or mortgage',
        documentType: 'SHELTER_COST',
        dtls: expect.objectContaining({ vDIEDLinkID: row!.verificationItemId, dueDate: due }),
      }),
    );
    const notice = await latestNotice();
    expect(notice.typeCode).toBe('change.infoRequested');
    expect(notice.bodyText).toContain(`we need: Proof of rent or mortgage. Send it by ${usDate(due)}`);
    expect(notice.bodyText).toContain('Send the lease of your new home.');
    expect(await queueOf(maria, change.reference)).toContainEqual(
      expect.objectContaining({ id: change.id, status: 'INFO_REQUESTED' }),
    );
    // Once the document came, the caseworker can accept.
    expect((await accept(maria, change.id)).statusCode).toBe(200);
  });

  it('refuses a document that is not in the code table, and nothing changes', async () => {
    const change = await movedAndHired();
    const countItems = async () => (await t.db.select().from(verificationItems)).length;
    const itemsBefore = await countItems();
    const bad = await askFor(maria, change.id, { itemCode: 'PASSPORT', note: 'Send your passport.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'itemCode' });
    expect((await askFor(maria, change.id, { itemCode: 'INCOME', note: '' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(caseChanges).where(eq(caseChanges.id, change.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', verificationItemId: null, decisionNote: null });
    expect(await countItems()).toBe(itemsBefore);
  });
});

describe('who reviews', () => {
  it('is staff only: a resident reaches none of the calls', async () => {
    const change = await movedAndHired();
    expect((await ana.get(urlOf('workerCaseChanges'))).statusCode).toBe(403);
    expect((await ana.get(urlOf('workerCaseChange', { id: change.id }))).statusCode).toBe(403);
    expect((await accept(ana, change.id)).statusCode).toBe(403);
    expect((await askFor(ana, change.id, { itemCode: 'INCOME', note: 'x' })).statusCode).toBe(403);
    const [row] = await t.db.select().from(caseChanges).where(eq(caseChanges.id, change.id));
    expect(row!.status).toBe('SUBMITTED');
  });

  it('is the office of the case: another office sees nothing of it; an administrator sees every office', async () => {
    const change = await movedAndHired();
    const other = await caseworker2InAnotherOffice(t);
    expect(await queueIds(other, change.reference)).not.toContain(change.id);
    expect((await other.get(urlOf('workerCaseChange', { id: change.id }))).statusCode).toBe(404);
    expect((await accept(other, change.id)).statusCode).toBe(404);
    expect((await askFor(other, change.id, { itemCode: 'INCOME', note: 'x' })).statusCode).toBe(404);

    const admin = await t.signedIn(DEMO_USERS.admin);
    expect(await queueIds(admin, change.reference)).toContain(change.id);
    expect((await admin.get(urlOf('workerCaseChange', { id: change.id }))).statusCode).toBe(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await maria.get(urlOf('workerCaseChange', { id: unknown }))).statusCode).toBe(404);
  });
});

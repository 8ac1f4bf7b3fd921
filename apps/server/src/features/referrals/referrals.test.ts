import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type SubmitAnbReferral } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { isoDay, subDays } from '../../platform/dates';
import { auditLog, householdMembers, newbornReferrals, providerFacilities } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { caseworker2InAnotherOffice } from '../../test/offices';

let t: TestApp;
let priya: TestBrowser;
let hospital: string;
let clinic: string;
beforeAll(async () => {
  t = await startTestApp();
  priya = await t.signedIn(DEMO_USERS.newbornProvider);
  const facilities = (await priya.get(urlOf('listAnbUserFacilities'))).json().facilities;
  hospital = facilities.find((f: { ANBProviderName: string }) =>
    f.ANBProviderName.startsWith('Riverside'),
  ).providerConcernRoleID;
  clinic = facilities.find((f: { ANBProviderName: string }) =>
    f.ANBProviderName.startsWith('Maple'),
  ).providerConcernRoleID;
});
afterAll(async () => t.close());

const us = (d: Date) => {
  const [y, m, day] = isoDay(d).split('-');
  return `${m}/${day}/${y}`;
};
const form = (over: Partial<SubmitAnbReferral> = {}): SubmitAnbReferral => ({
  formId: randomUUID(),
  providerConcernRoleID: hospital,
  motherClientId: 'c100234',
  motherFirstName: 'ana',
  motherLastName: 'RIVERA',
  motherBirthDate: '04/12/1988',
  newbornFirstName: 'Nina',
  newbornLastName: 'Rivera',
  newbornBirthDate: us(subDays(clock.now(), 2)),
  newbornSex: 'F',
  signatureFirstName: 'Priya',
  signatureLastName: 'Shah',
  agree: true,
  ...over,
});
const search = (b: TestBrowser, query: Record<string, string | number>, archived = false) =>
  b.get(urlOf(archived ? 'searchArchivedAnbReferrals' : 'searchAnbReferrals', {}, query));

describe('deemed newborn referrals', () => {
  it('a provider refers a newborn of a mother on Medicaid; the office approves it; the baby joins her case', async () => {
    expect((await priya.get(urlOf('deemedNewBornAllowed'))).json()).toEqual({ deemedNewBornAllowed: true });
    expect((await priya.get(urlOf('newbornLinked'))).json()).toEqual({ isANBUserLinked: true });
    const body = form();
    expect((await priya.post(urlOf('checkAnbReferral'), body)).json()).toEqual({ isSuccess: true });
    const sent = await priya.post(urlOf('submitAnbReferral'), body);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      referralId: body.formId,
      ANBProviderName: 'Riverside General Hospital',
      providerUser: 'Priya Shah',
      birthMotherCNDSID: 'C-100234',
      birthMotherName: 'Ana Rivera',
      newBornName: 'Nina Rivera',
      nfReferralStatus: 'SUBMITTED',
      isProcessed: false,
      applicationCaseID: null,
      nfCountyDSSCode: '001',
    });
    // Newest first: the referral just sent heads the first page of "Your referrals".
    const listed = (await search(priya, { pageSize: 5 })).json();
    expect(listed.dtls[0].referralId).toBe(body.formId);
    // Again with the same form id: the same referral, not a second one.
    expect((await priya.post(urlOf('submitAnbReferral'), body)).json().referralId).toBe(body.formId);
    expect(await t.db.select().from(newbornReferrals).where(eq(newbornReferrals.id, body.formId))).toHaveLength(1);
    const [stored] = await t.db.select().from(newbornReferrals).where(eq(newbornReferrals.id, body.formId));
    const born = isoDay(subDays(clock.now(), 2));
    expect(stored!.newbornBirthDateEnc).not.toContain(born);
    expect(t.app.ctx.cipher.decrypt(stored!.newbornBirthDateEnc)).toBe(born);

    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const queue = (await maria.get(urlOf('workerNewbornReferrals'))).json();
    expect(queue.referrals.map((r: { id: string }) => r.id)).toContain(body.formId);
    const approved = await maria.post(urlOf('workerNewbornReferralDecision', { id: body.formId }), {
      decision: 'APPROVE',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      nfReferralStatus: 'APPROVED',
      isProcessed: true,
      applicationCaseID: 'C-100234',
    });
    const babyId = approved.json().newBornCNDSID;
    const member = await t.db.select().from(householdMembers).where(eq(householdMembers.personId, babyId));
    expect(member[0]!.relationship).toBe('CHILD');
    // Decided once only.
    const again = await maria.post(urlOf('workerNewbornReferralDecision', { id: body.formId }), {
      decision: 'DENY',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.formId));
    expect(audits.map((a) => a.action).sort()).toEqual(['newbornReferral.approve', 'newbornReferral.submit']);

    const mine = (await priya.get(urlOf('anbReferral', { id: body.formId }))).json();
    expect(mine).toMatchObject({
      isProcessed: true,
      nfReferralStatus: 'APPROVED',
      processingDate: isoDay(clock.now()),
    });
    // Archived: gone from the list, on the archived one.
    expect((await priya.post(urlOf('archiveProviderAnbApplications'), { referralIds: [body.formId] })).json()).toEqual({
      isSuccess: true,
    });
    const archived = (await search(priya, { nfSearchBy: 'NEWBORN_NAME', nfSearchByValue: 'nina' }, true)).json();
    expect(archived.dtls.map((r: { referralId: string }) => r.referralId)).toEqual([body.formId]);
    const active = (await search(priya, { nfSearchBy: 'NEWBORN_NAME', nfSearchByValue: 'nina' })).json();
    expect(active.dtls).toEqual([]);
  });

  it('refuses a mother not found, a newborn born in the future or over a year ago; nothing is kept', async () => {
    const before = (await t.db.select().from(newbornReferrals)).length;
    for (const [over, field] of [
      [{ motherBirthDate: '04/13/1988' }, 'motherClientId'],
      [{ motherClientId: 'C-100871' }, 'motherClientId'],
      [{ motherFirstName: 'Leo' }, 'motherClientId'],
      [{ newbornBirthDate: us(subDays(clock.now(), -2)) }, 'newbornBirthDate'],
      [{ newbornBirthDate: us(subDays(clock.now(), 400)) }, 'newbornBirthDate'],
    ] as const) {
      const res = await priya.post(urlOf('submitAnbReferral'), form(over));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe(field);
    }
    const control = await priya.post(urlOf('submitAnbReferral'), form({ newbornFirstName: 'Ni\u0000na' }));
    expect(control.statusCode).toBe(400);
    expect((await t.db.select().from(newbornReferrals)).length).toBe(before);
  });

  it('searches by each field with paging; bad values and too large pages are refused', async () => {
    const page1 = (await search(priya, { nfSearchBy: 'MOTHER_NAME', nfSearchByValue: 'ana riv', pageSize: 3 })).json();
    expect(page1).toMatchObject({ isSuccess: true, pageNumber: 1 });
    expect(page1.totalPages).toBe(Math.ceil(page1.totalCount / 3));
    expect(page1.dtls).toHaveLength(3);
    const page2 = (
      await search(priya, { nfSearchBy: 'MOTHER_NAME', nfSearchByValue: 'ana riv', pageSize: 3, pageNumber: 2 })
    ).json();
    const ids1 = page1.dtls.map((r: { referralId: string }) => r.referralId);
    for (const r of page2.dtls) expect(ids1).not.toContain(r.referralId);
    expect((await search(priya, { nfSearchBy: 'MOTHER_ID', nfSearchByValue: 'c-100234' })).json().totalCount).toBe(
      page1.totalCount,
    );
    expect((await search(priya, { nfSearchBy: 'NEWBORN_NAME', nfSearchByValue: 'lucia' })).json().totalCount).toBe(2);
    const born = us(subDays(clock.now(), 15));
    expect((await search(priya, { nfSearchBy: 'NEWBORN_DOB', nfSearchByValue: born })).json().totalCount).toBe(5);
    expect((await search(priya, { nfSearchBy: 'MOTHER_NAME', nfSearchByValue: '%' })).statusCode).toBe(422);
    for (const [by, value, message] of [
      ['NEWBORN_DOB', '13/45/2026', 'MM/DD/YYYY'],
      ['MOTHER_NAME', 'a', 'at least 2'],
      ['MOTHER_ID', 'Ana', 'case number'],
    ] as const) {
      const res = await search(priya, { nfSearchBy: by, nfSearchByValue: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: 'nfSearchByValue' });
      expect(res.json().errors[0].message).toContain(message);
    }
    expect((await search(priya, { pageSize: 51 })).statusCode).toBe(400);
    expect((await search(priya, { nfSearchBy: 'MOTHER_NAME', nfSearchByValue: 'an\u0001a' })).statusCode).toBe(400);
    expect(
      (await search(priya, { nfProviderConcernRoleID: clinic }))
        .json()
        .dtls.every((r: { ANBProviderName: string }) => r.ANBProviderName === 'Maple Family Clinic'),
    ).toBe(true);
  });

  it("another facility's referrals answer 404; only processed ones are archived; others are refused", async () => {
    const [other] = await t.db
      .insert(providerFacilities)
      .values({ name: 'Far Away Birth Center', countyCode: '001', newbornAllowed: true })
      .returning();
    expect((await search(priya, { nfProviderConcernRoleID: other!.id })).statusCode).toBe(404);
    expect((await priya.post(urlOf('submitAnbReferral'), form({ providerConcernRoleID: other!.id }))).statusCode).toBe(
      404,
    );
    // A referral of that facility (made by someone there) is not Priya's to see or archive.
    const [theirs] = await t.db.select().from(newbornReferrals).limit(1);
    const foreign = randomUUID();
    await t.db.insert(newbornReferrals).values({ ...theirs!, id: foreign, facilityId: other!.id, archivedAt: null });
    expect((await priya.get(urlOf('anbReferral', { id: foreign }))).statusCode).toBe(404);
    expect((await priya.post(urlOf('archiveProviderAnbApplications'), { referralIds: [foreign] })).statusCode).toBe(
      404,
    );
    // Not processed yet: refused, nothing archived.
    const waiting = (await search(priya, { nfSearchBy: 'NEWBORN_NAME', nfSearchByValue: 'lucia' }))
      .json()
      .dtls.find((r: { isProcessed: boolean }) => !r.isProcessed);
    const res = await priya.post(urlOf('archiveProviderAnbApplications'), { referralIds: [waiting.referralId] });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(newbornReferrals).where(eq(newbornReferrals.id, waiting.referralId));
    expect(row!.archivedAt).toBeNull();
    // A caseworker of another office neither sees nor decides the office's referrals; a hearing officer has none.
    const james = await caseworker2InAnotherOffice(t);
    const theirQueue = (await james.get(urlOf('workerNewbornReferrals'))).json();
    expect(theirQueue).toMatchObject({ referrals: [], total: 0, recent: [] });
    const decide = await james.post(urlOf('workerNewbornReferralDecision', { id: waiting.referralId }), {
      decision: 'APPROVE',
    });
    expect(decide.statusCode).toBe(404);
    expect((await (await t.signedIn(DEMO_USERS.hearingOfficer)).get(urlOf('workerNewbornReferrals'))).statusCode).toBe(
      403,
    );
    // A denial needs its reason.
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const noReason = await maria.post(urlOf('workerNewbornReferralDecision', { id: waiting.referralId }), {
      decision: 'DENY',
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('a resident, or a provider whose facility no longer refers newborns, is refused', async () => {
    const jordan = await t.signedIn(DEMO_USERS.standard);
    expect((await jordan.get(urlOf('deemedNewBornAllowed'))).json()).toEqual({ deemedNewBornAllowed: false });
    expect((await jordan.get(urlOf('newbornLinked'))).json()).toEqual({ isANBUserLinked: false });
    for (const name of ['searchAnbReferrals', 'listAnbUserFacilities', 'motivationDeemedNewBorn'] as const)
      expect((await jordan.get(urlOf(name))).statusCode).toBe(403);
    expect((await jordan.post(urlOf('submitAnbReferral'), form())).statusCode).toBe(403);
    expect((await jordan.get(urlOf('workerNewbornReferrals'))).statusCode).toBe(403);
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    expect((await dana.get(urlOf('deemedNewBornAllowed'))).json()).toEqual({ deemedNewBornAllowed: false });
    // Priya's facilities stop referring newborns: she is refused at once.
    await t.db.update(providerFacilities).set({ newbornAllowed: false }).where(eq(providerFacilities.id, clinic));
    await t.db.update(providerFacilities).set({ newbornAllowed: false }).where(eq(providerFacilities.id, hospital));
    expect((await priya.get(urlOf('newbornLinked'))).json()).toEqual({ isANBUserLinked: false });
    expect((await priya.get(urlOf('searchAnbReferrals'))).statusCode).toBe(403);
    await t.db.update(providerFacilities).set({ newbornAllowed: true }).where(eq(providerFacilities.id, clinic));
    await t.db.update(providerFacilities).set({ newbornAllowed: true }).where(eq(providerFacilities.id, hospital));
  });
});

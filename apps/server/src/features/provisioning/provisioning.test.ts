import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { onePersonFoodPages } from '@portal/forms/samples';
import { auditLog, providerFacilities, users } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const facilityInput = {
  name: 'Lakeside Birth Center',
  countyCode: '001',
  presumptiveAllowed: false,
  bccmAllowed: false,
  newbornAllowed: true,
};
const flagsOf = async (username: string) =>
  (
    await t.db
      .select({ p: users.providerPresumptive, b: users.providerBccm, n: users.providerNewborn })
      .from(users)
      .where(eq(users.username, username))
  )[0]!;
const facilityId = async (name: string) =>
  (await t.db.select().from(providerFacilities).where(eq(providerFacilities.name, name)))[0]!.id;
const messageOf = (res: { json: () => { errors: { field?: string; message: string }[] } }, field: string) =>
  res.json().errors.find((e) => e.field === field)?.message;

describe('provider facilities (administrators)', () => {
  it('refuses caseworkers and residents', async () => {
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    expect((await maria.get(urlOf('workerProviderFacilities'))).statusCode).toBe(403);
    expect((await maria.post(urlOf('workerCreateProviderFacility'), facilityInput)).statusCode).toBe(403);
    expect((await maria.post(urlOf('workerCreateOrganisation'), { name: 'Food Bank' })).statusCode).toBe(403);
    const jordan = await t.signedIn(DEMO_USERS.standard);
    expect((await jordan.get(urlOf('workerOrganisations'))).statusCode).toBe(403);
  });

  it('creates a facility, refuses bad names with messages, and never gives staff more than the facility allows', async () => {
    const admin = await t.signedIn(DEMO_USERS.admin);
    const listed = (await admin.get(urlOf('workerProviderFacilities'))).json();
    expect(listed.facilities.map((f: { name: string }) => f.name)).toEqual([
      'Maple Family Clinic',
      'Riverside General Hospital',
    ]);
    for (const [name, message] of [
      ['   ', 'This field is required.'],
      ['x'.repeat(121), 'Use at most 120 characters for the name.'],
      ['Lake\u0007side', undefined],
      ['riverside general hospital', 'That name is already used. Enter another name.'],
    ] as const) {
      const bad = await admin.post(urlOf('workerCreateProviderFacility'), { ...facilityInput, name });
      expect(bad.statusCode, name).toBe(400);
      expect(messageOf(bad, 'name'), name).toEqual(message ?? expect.stringContaining('characters'));
    }
    const badCounty = await admin.post(urlOf('workerCreateProviderFacility'), { ...facilityInput, countyCode: '1' });
    expect(messageOf(badCounty, 'countyCode')).toBe('Enter the county code as 3 digits, such as 001.');
    expect((await t.db.select().from(providerFacilities)).length).toBe(2);

    const created = await admin.post(urlOf('workerCreateProviderFacility'), facilityInput);
    expect(created.statusCode).toBe(200);
    const id = created.json().facilityId as string;
    const add = (body: object) => admin.post(urlOf('workerAddProviderStaff', { id }), body);
    const beyond = await add({ username: 'resident', presumptive: true, bccm: false, newborn: true });
    expect(beyond.statusCode).toBe(400);
    expect(messageOf(beyond, 'presumptive')).toBe(
      'The facility is not allowed to do this. Allow it for the facility first.',
    );
    const unknown = await add({ username: 'nobody-here', presumptive: false, bccm: false, newborn: true });
    expect(messageOf(unknown, 'username')).toBe(
      'No portal account has that username. Check the username and try again.',
    );
    const staffAccount = await add({ username: 'caseworker', presumptive: false, bccm: false, newborn: true });
    expect(messageOf(staffAccount, 'username')).toContain('staff account');
    expect(await flagsOf('resident')).toEqual({ p: false, b: false, n: false });

    const added = await add({ username: 'resident', presumptive: false, bccm: false, newborn: true });
    expect(added.json().staff).toEqual([
      { userName: 'resident', displayName: 'Jordan Smith', presumptive: false, bccm: false, newborn: true },
    ]);
    expect(await flagsOf('resident')).toEqual({ p: false, b: false, n: true });

    // The facility stops referring newborns: its staff lose it at once.
    const jordan = await t.signedIn('resident');
    expect((await jordan.get(urlOf('newbornLinked'))).json().isANBUserLinked).toBe(true);
    const off = await admin.post(urlOf('workerUpdateProviderFacility', { id }), {
      ...facilityInput,
      newbornAllowed: false,
    });
    expect(off.json().newbornAllowed).toBe(false);
    expect(await flagsOf('resident')).toEqual({ p: false, b: false, n: false });
    expect((await jordan.get(urlOf('newbornLinked'))).json().isANBUserLinked).toBe(false);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'provider_facility'), eq(auditLog.entityId, id)));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'provider.facility.create',
      'provider.facility.update',
      'provider.staff.add',
    ]);
  });

  it('removing a provider from the facility ends what it allowed on their very next request', async () => {
    const dana = await t.signedIn(DEMO_USERS.presumptiveProvider);
    expect((await dana.get(urlOf('presumptiveUser'))).json()).toMatchObject({ nfPresumptiveAllowed: true });
    const admin = await t.signedIn(DEMO_USERS.admin);
    const hospital = await facilityId('Riverside General Hospital');
    const removed = await admin.post(
      urlOf('workerRemoveProviderStaff', { id: hospital, username: DEMO_USERS.presumptiveProvider }),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().staff.map((s: { userName: string }) => s.userName)).toEqual(['newbornprovider']);
    expect((await dana.get(urlOf('presumptiveUser'))).json()).toEqual({
      nfPresumptiveAllowed: false,
      nfBCCMAllowed: false,
    });
    // Priya still works at the clinic, which refers newborns: she keeps that.
    const priyaRemoved = await admin.post(
      urlOf('workerRemoveProviderStaff', { id: hospital, username: DEMO_USERS.newbornProvider }),
    );
    expect(priyaRemoved.json().staff).toEqual([]);
    expect((await flagsOf(DEMO_USERS.newbornProvider)).n).toBe(true);
    const again = await admin.post(
      urlOf('workerRemoveProviderStaff', { id: hospital, username: DEMO_USERS.newbornProvider }),
    );
    expect(again.statusCode).toBe(404);
  });
});

/** Fills and signs a one-person food application for a household member. */
async function applyForHousehold(b: TestBrowser, householdLabel: string, firstName: string, lastName: string) {
  const started = await b.post(urlOf('startHouseholdApplication'), { applicationTypeId: 'FNS', householdLabel });
  expect(started.statusCode).toBe(200);
  const id = started.json().formId as string;
  for (const [page, answers] of onePersonFoodPages({ firstName, lastName })) {
    const saved = await b.request({ method: 'PUT', url: urlOf('formDetails', { id }), payload: { page, answers } });
    expect(saved.statusCode, page).toBe(200);
  }
  return id;
}
async function sign(b: TestBrowser, id: string) {
  const boxes = (await b.get(urlOf('esignature', { id }))).json().agreements as { id: string }[];
  const res = await b.post(urlOf('signAndSubmit'), {
    iegExecutionID: id,
    agreements: Object.fromEntries(boxes.map((a) => [a.id, true])),
    firstName: 'Jordan',
    lastName: 'Smith',
  });
  expect(res.statusCode).toBe(200);
  return res.json().intakeapplicationID as string;
}

describe('organisations applying for many households', () => {
  it('an organisation user applies for two households, lists them page by page, and no one else sees them', async () => {
    const admin = await t.signedIn(DEMO_USERS.admin);
    const blank = await admin.post(urlOf('workerCreateOrganisation'), { name: ' ' });
    expect(messageOf(blank, 'name')).toBe('This field is required.');
    const org = (await admin.post(urlOf('workerCreateOrganisation'), { name: 'Eastside Food Bank' })).json();
    const other = (await admin.post(urlOf('workerCreateOrganisation'), { name: 'Westside Shelter' })).json();
    const dup = await admin.post(urlOf('workerCreateOrganisation'), { name: 'eastside food bank' });
    expect(messageOf(dup, 'name')).toBe('That name is already used. Enter another name.');
    const addUser = (id: string, username: string) =>
      admin.post(urlOf('workerAddOrganisationUser', { id }), { username });
    expect(messageOf(await addUser(org.organisationId, 'no-such-user'), 'username')).toContain('No portal account');
    expect((await addUser(org.organisationId, DEMO_USERS.linked)).statusCode).toBe(200);
    expect((await addUser(other.organisationId, DEMO_USERS.delinked)).statusCode).toBe(200);
    const twice = await addUser(other.organisationId, DEMO_USERS.linked);
    expect(messageOf(twice, 'username')).toBe('That account already acts for an organisation.');

    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('dashboard'))).json().organisationName).toBe('Eastside Food Bank');
    const badLabel = await ana.post(urlOf('startHouseholdApplication'), {
      applicationTypeId: 'FNS',
      householdLabel: 'x'.repeat(81),
    });
    expect(messageOf(badLabel, 'householdLabel')).toBe('Use at most 80 characters for the household.');
    const first = await applyForHousehold(ana, 'Okafor household', 'Grace', 'Okafor');
    const firstApp = await sign(ana, first);
    // A second food application while the first waits for a decision: allowed, it is another household.
    const second = await applyForHousehold(ana, 'Nguyen household', 'Linh', 'Nguyen');
    const titles = (await ana.get(urlOf('dashboard'))).json().applications.map((a: { title: string }) => a.title);
    expect(titles.filter((x: string) => x.endsWith('(Nguyen household)'))).toHaveLength(1);
    await sign(ana, second);

    const page1 = (
      await ana.get(urlOf('organisationApplications', undefined, { pageNumber: '1', pageSize: '1' }))
    ).json();
    expect(page1).toMatchObject({ organisationName: 'Eastside Food Bank', totalCount: 2, pageSize: 1 });
    expect(page1.applications).toEqual([
      expect.objectContaining({
        householdLabel: 'Nguyen household',
        applicantName: 'Linh Nguyen',
        badge: 'PENDING_DECISION',
      }),
    ]);
    const page2 = (
      await ana.get(urlOf('organisationApplications', undefined, { pageNumber: '2', pageSize: '1' }))
    ).json();
    expect(page2.applications).toEqual([
      expect.objectContaining({
        applicationId: firstApp,
        householdLabel: 'Okafor household',
        applicantName: 'Grace Okafor',
      }),
    ]);
    const tooBig = await ana.get(urlOf('organisationApplications', undefined, { pageSize: '51' }));
    expect(tooBig.statusCode).toBe(400);

    // Another organisation's user sees none of them, and cannot open one.
    const sam = await t.signedIn(DEMO_USERS.delinked);
    expect((await sam.get(urlOf('organisationApplications'))).json()).toMatchObject({
      totalCount: 0,
      applications: [],
    });
    expect((await sam.get(urlOf('confirmationDetails', { id: firstApp }))).statusCode).toBe(404);
    // Someone acting for no organisation cannot use the calls at all.
    const jordan = await t.signedIn(DEMO_USERS.standard);
    expect((await jordan.get(urlOf('organisationApplications'))).statusCode).toBe(403);
    expect(
      (await jordan.post(urlOf('startHouseholdApplication'), { applicationTypeId: 'FNS', householdLabel: 'Mine' }))
        .statusCode,
    ).toBe(403);
    expect((await admin.get(urlOf('workerOrganisations'))).json().organisations).toEqual([
      expect.objectContaining({
        name: 'Eastside Food Bank',
        submittedCount: 2,
        users: [expect.objectContaining({ userName: 'linked' })],
      }),
      expect.objectContaining({ name: 'Westside Shelter', submittedCount: 0 }),
    ]);
    // An organisation's account is not also a provider's, nor the other way round.
    const hospital = await facilityId('Riverside General Hospital');
    const asStaff = await admin.post(urlOf('workerAddProviderStaff', { id: hospital }), {
      username: DEMO_USERS.linked,
      presumptive: false,
      bccm: false,
      newborn: true,
    });
    expect(messageOf(asStaff, 'username')).toBe('That account already acts for an organisation.');
    const provider = await addUser(other.organisationId, DEMO_USERS.newbornProvider);
    expect(messageOf(provider, 'username')).toContain('staff of a provider facility');
    // Removed from the organisation: the next request is refused, and an unsubmitted household draft stays unsubmitted.
    const third = await applyForHousehold(ana, 'Diaz household', 'Luis', 'Diaz');
    const removed = await admin.post(
      urlOf('workerRemoveOrganisationUser', { id: org.organisationId, username: DEMO_USERS.linked }),
    );
    expect(removed.json().users).toEqual([]);
    expect((await ana.get(urlOf('organisationApplications'))).statusCode).toBe(403);
    expect((await ana.get(urlOf('dashboard'))).json().organisationName).toBeNull();
    const boxes = (await ana.get(urlOf('esignature', { id: third }))).json().agreements as { id: string }[];
    const late = await ana.post(urlOf('signAndSubmit'), {
      iegExecutionID: third,
      agreements: Object.fromEntries(boxes.map((a) => [a.id, true])),
      firstName: 'Ana',
      lastName: 'Rivera',
    });
    expect(late.statusCode).toBe(403);
    const again = await admin.post(
      urlOf('workerRemoveOrganisationUser', { id: org.organisationId, username: DEMO_USERS.linked }),
    );
    expect(again.statusCode).toBe(404);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'application.submit'));
    expect(
      audits.filter((a) => (a.detail as { organisationId?: string }).organisationId === org.organisationId),
    ).toHaveLength(2);
  });
});

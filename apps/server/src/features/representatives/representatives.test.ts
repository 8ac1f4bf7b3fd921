import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { onePersonFoodPages } from '@portal/forms/samples';
import {
  applications,
  auditLog,
  documentApplications,
  documents,
  representationInvitations,
  representations,
  users,
} from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { insertSubmittedApplication } from '../../test/applications';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { MINIMAL_PDF } from '../../test/portal';

/** The smallest PDF the upload checks take. */
const PDF = MINIMAL_PDF;

let t: TestApp;
let anaId: string;
let jordanId: string;
beforeAll(async () => {
  t = await startTestApp();
  const idOf = async (username: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  anaId = await idOf(DEMO_USERS.linked);
  jordanId = await idOf(DEMO_USERS.standard);
});
afterAll(async () => {
  await t.close();
});

const name = (b: TestBrowser, lookup: string, programmes: unknown) =>
  b.post(urlOf('nameRepresentative'), { lookup, programmes });

/** Starts, fills and signs a one-person food application; returns its id. */
async function applyForFood(b: TestBrowser, person: { firstName: string; lastName: string }) {
  const start = await b.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' });
  expect(start.statusCode).toBe(200);
  const id = start.json().application_form_id as string;
  for (const [page, answers] of onePersonFoodPages(person)) {
    const saved = await b.request({ method: 'PUT', url: urlOf('saveFormDetails', { id }), payload: { page, answers } });
    expect(saved.statusCode).toBe(200);
  }
  const boxes = (await b.get(urlOf('esignature', { id }))).json().agreements as { id: string }[];
  const signed = await b.post(urlOf('signAndSubmit'), {
    iegExecutionID: id,
    agreements: Object.fromEntries(boxes.map((a) => [a.id, true])),
    ...person,
  });
  expect(signed.statusCode).toBe(200);
  return signed.json().intakeapplicationID as string;
}

/** The person invites, the representative accepts: the representation's id. */
async function inviteAndAccept(person: TestBrowser, rep: TestBrowser, lookup: string, programmes: string[]) {
  expect((await name(person, lookup, programmes)).statusCode).toBe(200);
  const invitation = (await rep.get(urlOf('authorizedRep'))).json().invitations[0];
  const accepted = await rep.post(urlOf('respondToInvitation'), { invitationId: invitation.id, accept: true });
  expect(accepted.statusCode).toBe(200);
  return (accepted.json().actingForPeople as { id: string; programmes: string[] }[]).find(
    (p) => JSON.stringify(p.programmes) === JSON.stringify(programmes),
  )!.id;
}

describe('naming a representative', () => {
  it('refuses bad input at its field, changing nothing', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    const refusals: [string, unknown, string][] = [
      ['', ['FNS'], 'lookup'],
      [DEMO_USERS.standard, [], 'programmes'],
      [DEMO_USERS.standard, ['XYZ'], 'programmes.0'],
      [DEMO_USERS.standard, ['FNS', 'FNS'], 'programmes'],
    ];
    for (const [lookup, programmes, field] of refusals) {
      const res = await name(ana, lookup, programmes);
      expect(res.statusCode, lookup).toBe(400);
      expect(res.json().errors[0].field, lookup).toBe(field);
    }
    expect(await t.db.select().from(representations)).toEqual([]);
    expect(await t.db.select().from(representationInvitations)).toEqual([]);
  });

  it('invites an account by username or e-mail; the representation exists once accepted; each side sees the other', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    const jordan = await t.signedIn(DEMO_USERS.standard);
    const named = await name(ana, DEMO_USERS.standard, ['FNS', 'LIEAP']);
    expect(named.json()).toEqual({
      isSuccess: true,
      message: expect.stringContaining('If this person has a portal account'),
    });
    expect(await t.db.select().from(representations)).toEqual([]);
    const sent = (await ana.get(urlOf('authorizedRep'))).json().sentInvitations;
    expect(sent).toEqual([expect.objectContaining({ lookup: DEMO_USERS.standard, status: 'PENDING' })]);
    const invited = (await jordan.get(urlOf('authorizedRep'))).json().invitations;
    expect(invited).toEqual([expect.objectContaining({ name: 'Ana Rivera', programmes: ['FNS', 'LIEAP'] })]);
    const accepted = await jordan.post(urlOf('respondToInvitation'), { invitationId: invited[0].id, accept: true });
    expect(accepted.json().actingForPeople).toEqual([
      expect.objectContaining({ name: 'Ana Rivera', programmes: ['FNS', 'LIEAP'], kind: 'REGULAR' }),
    ]);
    expect(accepted.json().invitations).toEqual([]);
    // Answered once only.
    const again = await jordan.post(urlOf('respondToInvitation'), { invitationId: invited[0].id, accept: false });
    expect(again.statusCode).toBe(409);

    const mine = (await ana.get(urlOf('authorizedRep'))).json();
    expect(mine.representatives.map((r: { name: string }) => r.name)).toEqual(['Jordan Smith']);
    expect(mine.sentInvitations[0].status).toBe('ACCEPTED');
    expect(mine.isProvisionedAuthRep).toBe(false);
    const theirs = (await jordan.get(urlOf('authorizedRep'))).json();
    expect(theirs.actingFor).toBeNull();
    expect((await jordan.get(urlOf('authRepDisplay'))).json()).toEqual({
      displayRegularEpassInd: true,
      isAuthRepEpassEnabled: true,
      isRegularEpassUser: true,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'authrep.invite'));
    expect(audits.map((a) => a.actorUserId)).toContain(anaId);
    const acceptedAudit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'authrep.accept'));
    expect(acceptedAudit.map((a) => a.actorUserId)).toContain(jordanId);
  });
});

describe('acting for someone', () => {
  it('applies as the person, records who acted, and ends at once when revoked', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    const jordan = await t.signedIn(DEMO_USERS.standard);
    const repId = (await jordan.get(urlOf('authorizedRep'))).json().actingForPeople[0].id as string;

    // Someone else cannot use, see or revoke Ana's representation.
    const other = await t.signedIn(DEMO_USERS.delinked);
    expect((await other.post(urlOf('actFor'), { representationId: repId })).statusCode).toBe(404);
    expect((await other.post(urlOf('revokeRepresentative'), { representationId: repId })).statusCode).toBe(404);
    expect((await jordan.post(urlOf('revokeRepresentative'), { representationId: repId })).statusCode).toBe(404);
    expect((await jordan.post(urlOf('actFor'), { representationId: 'not-an-id' })).statusCode).toBe(400);

    const switched = await jordan.post(urlOf('actFor'), { representationId: repId });
    expect(switched.json().actingFor).toMatchObject({ id: repId, name: 'Ana Rivera' });
    // Not named for medical assistance: refused before a draft exists.
    const ma = await jordan.post(urlOf('applicationForm'), { applicationTypeId: 'MA' });
    expect(ma.statusCode).toBe(403);
    expect(ma.json().errors[0].field).toBe('programs');

    const appId = await applyForFood(jordan, { firstName: 'Ana', lastName: 'Rivera' });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ userId: anaId, actedBy: jordanId });
    const anasList = (await ana.get(urlOf('submittedApplications'))).json().applications;
    expect(anasList.map((a: { application_id: string }) => a.application_id)).toContain(appId);
    const acted = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authrep.act'), eq(auditLog.actorUserId, jordanId)));
    expect(acted.length).toBeGreaterThan(3);
    expect(acted.every((a) => a.entityId === anaId)).toBe(true);

    // Stopping: Jordan's own list again, without Ana's application.
    expect((await jordan.post(urlOf('actFor'), { representationId: null })).json().actingFor).toBeNull();
    const own = (await jordan.get(urlOf('submittedApplications'))).json().applications;
    expect(own.map((a: { application_id: string }) => a.application_id)).not.toContain(appId);

    // Revoked while switched: the very next request is refused.
    await jordan.post(urlOf('actFor'), { representationId: repId });
    expect((await jordan.get(urlOf('draftApplications'))).statusCode).toBe(200);
    expect((await ana.post(urlOf('revokeRepresentative'), { representationId: repId })).json()).toEqual({
      isSuccess: true,
    });
    expect((await jordan.get(urlOf('draftApplications'))).statusCode).toBe(403);
    expect((await jordan.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).statusCode).toBe(403);
    const after = (await jordan.get(urlOf('authorizedRep'))).json();
    expect(after).toMatchObject({ actingForPeople: [], actingFor: null });
    // Reading the representations ended the stale switch: Jordan applies as himself again.
    expect((await jordan.get(urlOf('draftApplications'))).statusCode).toBe(200);
    expect((await jordan.post(urlOf('actFor'), { representationId: repId })).statusCode).toBe(404);
    expect((await ana.post(urlOf('revokeRepresentative'), { representationId: repId })).statusCode).toBe(404);
    const [ended] = await t.db.select().from(representations).where(eq(representations.id, repId));
    expect(ended).toMatchObject({ status: 'REVOKED', revokedBy: anaId });
  });

  it('needs proof of authority, not rejected, before medical assistance', async () => {
    // The delinked demo account has no medical application waiting (Ana has one).
    const person = await t.signedIn(DEMO_USERS.delinked);
    const jordan = await t.signedIn(DEMO_USERS.standard);
    const repId = await inviteAndAccept(person, jordan, DEMO_USERS.standard, ['MA']);
    await jordan.post(urlOf('actFor'), { representationId: repId });
    const refused = await jordan.post(urlOf('applicationForm'), { applicationTypeId: 'MA' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].field).toBe('authority');

    // The proof is listed with the person's submitted applications for a caseworker to review.
    const earlier = await insertSubmittedApplication(t, DEMO_USERS.delinked, 'A-REP-1', [
      { code: 'FNS', status: 'PENDING' },
    ]);
    const upload = (b: TestBrowser, body: Record<string, unknown>) =>
      b.post(urlOf('uploadAuthorityDocument'), {
        representationId: repId,
        attachment_name: 'power-of-attorney.pdf',
        attachment_id: randomUUID(),
        attachment_base_64_data: PDF.toString('base64'),
        ...body,
      });
    expect((await upload(person, {})).statusCode).toBe(404);
    expect((await upload(jordan, { attachment_id: 'x' })).json().errors[0].field).toBe('attachment_id');
    const notPdf = (
      await upload(jordan, { attachment_base_64_data: Buffer.from('just text').toString('base64') })
    ).json();
    expect(notPdf).toMatchObject({ isSuccess: false, representation: null });
    expect(notPdf.code).not.toBeNull();
    const given = (await upload(jordan, {})).json();
    expect(given).toMatchObject({ isSuccess: true, representation: { id: repId, authorityStatus: 'PENDING' } });
    const [rep] = await t.db.select().from(representations).where(eq(representations.id, repId));
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, rep!.authorityDocumentId!));
    expect(doc).toMatchObject({ ownerUserId: jordanId, status: 'SUBMITTED' });
    const links = await t.db.select().from(documentApplications).where(eq(documentApplications.documentId, doc!.id));
    expect(links.map((l) => l.applicationId)).toEqual([earlier.id]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'authrep.authority'));
    expect(audited).toHaveLength(1);
    // The caseworker sees it marked as the proof, with the person it is for.
    const caseworker = await t.signedIn(DEMO_USERS.caseworker);
    const listed = (await caseworker.get(urlOf('workerCaseDocuments', { caseId: earlier.id }))).json().documents;
    const [personRow] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.delinked));
    expect(listed).toEqual([
      expect.objectContaining({
        attachmentID: doc!.id,
        authorityFor: `${personRow!.firstName} ${personRow!.lastName}`,
      }),
    ]);

    // A caseworker rejects it: medical assistance is refused again until new proof comes.
    await t.db.update(documents).set({ status: 'REJECTED' }).where(eq(documents.id, doc!.id));
    expect((await jordan.get(urlOf('authorizedRep'))).json().actingFor.authorityStatus).toBe('REJECTED');
    expect((await jordan.post(urlOf('applicationForm'), { applicationTypeId: 'MA' })).statusCode).toBe(409);
    await t.db.update(documents).set({ status: 'ACCEPTED' }).where(eq(documents.id, doc!.id));
    expect((await jordan.get(urlOf('authorizedRep'))).json().actingFor.authorityStatus).toBe('ACCEPTED');
    expect((await jordan.post(urlOf('applicationForm'), { applicationTypeId: 'MA' })).statusCode).toBe(200);
    expect((await person.get(urlOf('draftApplications'))).json().applications).toContainEqual(
      expect.objectContaining({ name: expect.stringContaining('Medicaid') }),
    );
  });
});

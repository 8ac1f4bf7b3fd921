import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { massCommunications, offices, outboxMessages, textSubscriptions, users } from '../../platform/db/schema';
import { deliverDue } from '../../platform/outbox-delivery';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';
import { caseworker2InAnotherOffice } from '../../test/offices';
import { MASS_TEMPLATE, queueDueMassComms, queueNextBatch } from './fanout';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SMS_INBOUND_TOKEN: 'gateway-secret' } });
});
afterAll(async () => t.close());

const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const food = { kind: 'GENERAL', programCode: 'FNS', caseStatus: 'ACTIVE' } as const;
const words = {
  subjectEn: 'Office closed Friday',
  subjectEs: 'Oficina cerrada el viernes',
  bodyEn: 'The county office is closed on Friday. <b>Upload</b> documents online any day.',
  bodyEs: 'La oficina del condado está cerrada el viernes. Suba documentos en línea cualquier día.',
};
/** The outbox messages of one mass communication's kind, as "channel recipient". */
const queuedFor = async (templateKey: string) =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.templateKey, templateKey))).map(
    (m) => `${m.channel} ${m.recipient}`,
  );

describe('mass communications', () => {
  it('previews the people on the office’s food cases by their preferred method, and sends each one once', async () => {
    const omar = await idOf('renewsoon');
    // Omar confirmed a number for texts: that is how he prefers to be reached.
    await t.db
      .insert(textSubscriptions)
      .values({ userId: omar, phone: '5555550177', active: true, updatedAt: clock.now() });
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const preview = (await maria.post(urlOf('massCommPreview'), food)).json();
    // Sam's account was turned off: the link to his case is no longer trusted.
    expect(preview).toMatchObject({ recipientCount: 3, people: 3, byEmail: 2, byText: 1 });
    expect(preview.preferences.map((p: { personName: string }) => p.personName)).toEqual(
      ['Grace Lee', 'Omar Haddad', 'Ana Rivera'].sort((a, b) => a.split(' ')[1]!.localeCompare(b.split(' ')[1]!)),
    );
    const omarsWay = preview.preferences.find((p: { userName: string }) => p.userName === 'renewsoon');
    expect(omarsWay).toMatchObject({ contactMethod: 'TEXT', emailAddress: null, phoneAreaCode: '555', playerID: null });
    expect(omarsWay.phoneNumber).not.toContain('550177');

    // More people than the preview counted: refused, nothing written.
    const before = (await t.db.select().from(massCommunications)).length;
    const tooMany = await maria.post(urlOf('createMassComm'), { audience: food, ...words, previewedCount: 2 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors[0].message).toContain('Preview again');
    expect((await t.db.select().from(massCommunications)).length).toBe(before);

    const created = await maria.post(urlOf('createMassComm'), { audience: food, ...words, previewedCount: 3 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ status: 'SCHEDULED', recipientCount: 3, counts: { waiting: 3 } });

    expect(await queueDueMassComms(t.db)).toBe(3);
    expect(await queueDueMassComms(t.db)).toBe(0);
    expect((await queuedFor(MASS_TEMPLATE.GENERAL)).sort()).toEqual([
      'EMAIL ana.rivera@example.com',
      'EMAIL grace.lee@example.com',
      'SMS 5555550177',
    ]);
    const [text] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.templateKey, MASS_TEMPLATE.GENERAL), eq(outboxMessages.channel, 'SMS')));
    expect(text!.bodyEn).toBe(`${words.subjectEn}\n${words.bodyEn}`);
    const list = (await maria.get(urlOf('workerMassCommunications'))).json();
    expect(list.items[0]).toMatchObject({
      status: 'SENT',
      createdBy: 'Maria Lopez',
      audience: { programCode: 'FNS', officeName: expect.any(String) },
      counts: { waiting: 0, queued: 3 },
    });
    // Sent: too late to change or cancel.
    const id = list.items[0].massCommunicationId;
    expect((await maria.post(urlOf('cancelMassCommunication'), { massCommunicationId: id })).statusCode).toBe(409);
    expect((await maria.post(urlOf('updateMassCommunication'), { massCommunicationId: id, ...words })).statusCode).toBe(
      409,
    );
  });

  it('waits for its time, can be changed until then, and cancelling stops what is not sent', async () => {
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const tomorrow = new Date(clock.nowMs() + 86_400_000).toISOString();
    const later = (
      await maria.post(urlOf('createMassComm'), { audience: food, ...words, sendAt: tomorrow, previewedCount: 3 })
    ).json();
    expect(await queueNextBatch(t.db, 10)).toBeNull();
    const changed = await maria.post(urlOf('updateMassCommunication'), {
      massCommunicationId: later.massCommunicationId,
      ...words,
      subjectEn: 'Office closed Monday',
      sendAt: null,
    });
    expect(changed.json()).toMatchObject({ subjectEn: 'Office closed Monday', status: 'SCHEDULED' });

    // One person queued and sent, one queued, one waiting: cancelling stops the last two.
    expect(await queueNextBatch(t.db, 1)).toBe(1);
    const sent: string[] = [];
    await deliverDue(
      t.db,
      { EMAIL: async (m) => void sent.push(m.recipient), SMS: async (m) => void sent.push(m.recipient) },
      { maxAttempts: 3 },
    );
    expect(await queueNextBatch(t.db, 1)).toBe(1);
    const cancelled = await maria.post(urlOf('cancelMassCommunication'), {
      massCommunicationId: later.massCommunicationId,
    });
    expect(cancelled.json()).toEqual({ isSuccess: true });
    expect(await queueDueMassComms(t.db)).toBe(0);
    const [item] = (await maria.get(urlOf('workerMassCommunications'))).json().items;
    expect(item).toMatchObject({ status: 'CANCELLED', counts: { sent: 1, queued: 0, waiting: 0, cancelled: 2 } });
    expect(sent.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps each office to its own people, and alerts to administrators', async () => {
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const james = await caseworker2InAnotherOffice(t);
    const [other] = await t.db.select().from(offices).where(eq(offices.name, 'Other County DSS'));
    expect((await maria.post(urlOf('massCommPreview'), { ...food, officeId: other!.id })).statusCode).toBe(404);
    // James's office has no cases; he sees none of Maria's mass communications.
    expect((await james.post(urlOf('massCommPreview'), food)).json().recipientCount).toBe(0);
    const screen = (await james.get(urlOf('workerMassCommunications'))).json();
    expect(screen).toMatchObject({ offices: [{ name: 'Other County DSS' }], canSendAlerts: false, items: [] });
    const [mine] = (await maria.get(urlOf('workerMassCommunications'))).json().items;
    expect(
      (await james.post(urlOf('cancelMassCommunication'), { massCommunicationId: mine.massCommunicationId }))
        .statusCode,
    ).toBe(404);
    expect((await maria.post(urlOf('massCommPreview'), { kind: 'ALERTS' })).statusCode).toBe(403);
    const resident = await t.signedIn(DEMO_USERS.linked);
    expect((await resident.post(urlOf('massCommPreview'), food)).statusCode).toBe(403);
    // A time in the past, or a control character, changes nothing.
    const past = await maria.post(urlOf('createMassComm'), {
      audience: food,
      ...words,
      sendAt: new Date(clock.nowMs() - 3_600_000).toISOString(),
      previewedCount: 3,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({
      field: 'sendAt',
      message: 'Choose a time from now up to 90 days ahead.',
    });
    const control = await maria.post(urlOf('createMassComm'), {
      audience: food,
      ...words,
      subjectEn: 'a\u0007b',
      previewedCount: 3,
    });
    expect(control.statusCode).toBe(400);
  });

  it('sends an alert to the people who opted in, by the channels they chose; STOP ends alert texts', async () => {
    const ana = await t.signedIn(DEMO_USERS.linked);
    await ana.post(urlOf('saveAlertPreferences'), {
      byEmail: true,
      bySms: true,
      emailAddress: 'ana.rivera@example.com',
      phoneNumber: '555-555-0111',
      topics: ['RENEWALS'],
    });
    const admin = await t.signedIn(DEMO_USERS.admin);
    expect(
      (await admin.post(urlOf('massCommPreview'), { kind: 'ALERTS', topic: 'DOCUMENTS' })).json().recipientCount,
    ).toBe(0);
    const preview = (await admin.post(urlOf('massCommPreview'), { kind: 'ALERTS', topic: 'RENEWALS' })).json();
    expect(preview).toMatchObject({ recipientCount: 2, people: 1, byEmail: 1, byText: 1 });
    const alert = await admin.post(urlOf('createMassComm'), {
      audience: { kind: 'ALERTS', topic: 'RENEWALS' },
      ...words,
      previewedCount: 2,
    });
    expect(alert.json()).toMatchObject({ kind: 'ALERTS', recipientCount: 2 });
    await queueDueMassComms(t.db);
    expect((await queuedFor(MASS_TEMPLATE.ALERTS)).sort()).toEqual(['EMAIL ana.rivera@example.com', 'SMS 5555550111']);

    const stop = await t.app.inject({
      method: 'POST',
      url: urlOf('smsInbound'),
      headers: { authorization: 'Bearer gateway-secret' },
      payload: { from: '+15555550111', text: 'STOP' },
    });
    expect(stop.statusCode).toBe(200);
    expect((await ana.get(urlOf('alertPreferences'))).json()).toMatchObject({ bySms: false, byEmail: true });
    expect((await admin.post(urlOf('massCommPreview'), { kind: 'ALERTS', topic: 'RENEWALS' })).json()).toMatchObject({
      recipientCount: 1,
      byText: 0,
    });
  });
});

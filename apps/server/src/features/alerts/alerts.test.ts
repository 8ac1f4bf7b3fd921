import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { outboxMessages } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('alerts', () => {
  it('offers the account’s contacts, refuses a missing phone with the spec’s message, saves, and confirms by text', async () => {
    const b = t.browser();
    await b.login(DEMO_USERS.linked, DEMO_PASSWORD);
    const first = await b.get(urlOf('alertPreferences'));
    expect(first.json()).toMatchObject({ department: 'dhhs', subscribed: false, phoneNumber: '5555550111' });

    const missing = await b.post(urlOf('saveAlertPreferences'), {
      byEmail: false,
      bySms: true,
      phoneNumber: '',
      topics: ['RENEWALS'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'phoneNumber', message: 'A phone number must be entered' });
    const noTopic = await b.post(urlOf('saveAlertPreferences'), {
      byEmail: true,
      bySms: false,
      emailAddress: 'ana@example.com',
      topics: [],
    });
    expect(noTopic.json().errors[0]).toMatchObject({ field: 'topics', message: 'Choose at least one kind of alert.' });
    expect((await b.get(urlOf('alertPreferences'))).json().subscribed).toBe(false);

    const saved = await b.post(urlOf('saveAlertPreferences'), {
      byEmail: false,
      bySms: true,
      phoneNumber: '555-555-0111',
      topics: ['RENEWALS', 'DOCUMENTS'],
    });
    expect(saved.json()).toMatchObject({
      subscribed: true,
      bySms: true,
      phoneNumber: '5555550111',
      topics: ['RENEWALS', 'DOCUMENTS'],
    });
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.templateKey, 'alerts.saved'));
    expect(sent).toContainEqual(expect.objectContaining({ channel: 'SMS', recipient: '5555550111' }));

    const stopped = await b.post(urlOf('saveAlertPreferences'), { byEmail: false, bySms: false, topics: [] });
    expect(stopped.json()).toMatchObject({ subscribed: false });
  });

  it('keeps each account’s choices to itself', async () => {
    const other = t.browser();
    await other.login(DEMO_USERS.standard, DEMO_PASSWORD);
    expect((await other.get(urlOf('alertPreferences'))).json()).toMatchObject({ subscribed: false, topics: [] });
    expect((await (await t.browser().start()).get(urlOf('alertPreferences'))).statusCode).toBe(401);
  });
});

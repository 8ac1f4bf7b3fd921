import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const VOTER = urlOf('countClick', { counterTypeCode: 'VOTER_REGISTRATION' });

describe('click counters', () => {
  it('count a visit once a day; administrators read the counts', async () => {
    const first = await t.browser().start();
    expect((await first.post(VOTER)).json()).toEqual({ isSuccess: true });
    expect((await first.post(VOTER)).statusCode).toBe(200);
    const second = await t.browser().start();
    // Five at once from one visit still count once.
    await Promise.all(Array.from({ length: 5 }, () => second.post(VOTER)));
    // Unknown kinds and calls without a visit change nothing.
    expect((await second.post(urlOf('countClick', { counterTypeCode: 'OTHER' }))).statusCode).toBe(400);
    const stranger = t.browser();
    expect((await stranger.post(VOTER)).statusCode).toBe(403);

    const admin = await t.signedIn(DEMO_USERS.admin);
    const { counters } = (await admin.get(urlOf('workerCounters'))).json();
    expect(counters).toEqual([{ counterTypeCode: 'VOTER_REGISTRATION', day: expect.any(String), count: 2 }]);
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    expect((await maria.get(urlOf('workerCounters'))).statusCode).toBe(403);
  });
});

describe('configured links', () => {
  it('an administrator edits, hides and shows a link; the public list follows', async () => {
    const admin = await t.signedIn(DEMO_USERS.admin);
    const all = (await admin.get(urlOf('workerExternalLinks'))).json().dtls;
    expect(all.length).toBeGreaterThan(3);
    const edit = (body: object, id = 1) => admin.post(urlOf('workerUpdateExternalLink', { id: String(id) }), body);
    const changed = {
      linkTextValue: 'Office hours',
      linkURL: 'https://example.org/hours',
      staticText: 'Offices open late on Tuesdays.',
      recordStatus: 'RST1',
    };
    expect((await edit(changed)).json()).toMatchObject({ externalURLConfigID: 1, linkTextValue: 'Office hours' });
    const visitor = await t.browser().start();
    const shown = (await visitor.get(urlOf('externalUrlConfig'))).json().dtls;
    expect(shown.find((l: { externalURLConfigID: number }) => l.externalURLConfigID === 1)).toMatchObject({
      linkURL: 'https://example.org/hours',
      staticText: 'Offices open late on Tuesdays.',
    });

    await edit({ ...changed, recordStatus: 'RST2' });
    const hidden = (await visitor.get(urlOf('externalUrlConfig'))).json().dtls;
    expect(hidden.map((l: { externalURLConfigID: number }) => l.externalURLConfigID)).not.toContain(1);
    expect((await admin.get(urlOf('workerExternalLinks'))).json().dtls[0]).toMatchObject({ recordStatus: 'RST2' });

    // Only https addresses or the portal's own paths; only administrators; only links that exist.
    for (const linkURL of ['javascript:alert(1)', 'http://example.org', '//evil.example', 'https://']) {
      const refused = await edit({ ...changed, linkURL });
      expect(refused.statusCode, linkURL).toBe(400);
      expect(refused.json().errors[0].field).toBe('linkURL');
    }
    expect((await edit({ ...changed, linkTextValue: ' ' })).statusCode).toBe(400);
    expect((await edit(changed, 9999)).statusCode).toBe(404);
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    expect((await maria.post(urlOf('workerUpdateExternalLink', { id: '1' }), changed)).statusCode).toBe(403);
    await edit({ ...changed, recordStatus: 'RST1' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('representatives the state provisions', () => {
  it('an administrator provisions an account: its next request is in representative mode; ended the same way', async () => {
    const admin = await t.signedIn(DEMO_USERS.admin);
    const jordan = await t.signedIn(DEMO_USERS.standard);
    const flags = async () => (await jordan.get(urlOf('authRepDisplay'))).json();
    expect(await flags()).toEqual({
      displayRegularEpassInd: true,
      isAuthRepEpassEnabled: false,
      isRegularEpassUser: true,
    });

    const added = await admin.post(urlOf('workerProvisionRep'), { username: 'RESIDENT' });
    expect(added.statusCode).toBe(200);
    expect(added.json().representatives).toEqual([{ userName: 'resident', displayName: 'Jordan Smith' }]);
    // Jordan is already signed in: the very next request sees it.
    expect(await flags()).toEqual({
      displayRegularEpassInd: false,
      isAuthRepEpassEnabled: true,
      isRegularEpassUser: false,
    });
    expect((await jordan.get(urlOf('authorizedRep'))).json().isProvisionedAuthRep).toBe(true);

    const removed = await admin.post(urlOf('workerUnprovisionRep', { username: 'resident' }));
    expect(removed.json().representatives).toEqual([]);
    expect((await flags()).isRegularEpassUser).toBe(true);
    expect((await admin.post(urlOf('workerUnprovisionRep', { username: 'resident' }))).statusCode).toBe(404);
  });

  it('refuses staff, provider staff, unknown accounts and bad input, and anyone but an administrator', async () => {
    const admin = await t.signedIn(DEMO_USERS.admin);
    const refused = async (username: unknown) => {
      const res = await admin.post(urlOf('workerProvisionRep'), { username });
      expect(res.statusCode).toBe(400);
      return res.json().errors[0];
    };
    expect((await refused(DEMO_USERS.newbornProvider)).field).toBe('username');
    expect((await refused(DEMO_USERS.caseworker)).field).toBe('username');
    expect((await refused('nobody-here')).field).toBe('username');
    await refused('bad\u0000name');
    await refused('');
    expect((await admin.get(urlOf('workerProvisionedReps'))).json()).toEqual({ representatives: [] });
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    expect((await maria.post(urlOf('workerProvisionRep'), { username: 'resident' })).statusCode).toBe(403);
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('workerProvisionedReps'))).statusCode).toBe(403);
  });
});

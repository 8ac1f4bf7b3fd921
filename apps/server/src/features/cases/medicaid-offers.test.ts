import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { persons } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const offers = async (username: string, reference: string) => {
  const b = await t.signedIn(username);
  const magi = await b.get(urlOf('getEnableUnifiedMagi', { id: reference }));
  const abd = await b.get(urlOf('getEnableAbd', { id: reference }));
  return { status: [magi.statusCode, abd.statusCode], magi: magi.json(), abd: abd.json() };
};

describe('what Your information offers to apply for', () => {
  it('Medicaid for a household without it, and for the aged once someone is 65; only on the person’s own case', async () => {
    // Ana's case has Medicaid waiting for a decision: nothing to offer.
    expect(await offers(DEMO_USERS.linked, 'C-100234')).toMatchObject({
      magi: { nfEnableUnifiedMagi: false },
      abd: { nfEnableABD: false },
    });
    // Grace (57) has food benefits only: Medicaid for the household, not yet for the aged.
    expect(await offers('latelinked', 'C-100512')).toMatchObject({
      magi: { nfEnableUnifiedMagi: true },
      abd: { nfEnableABD: false },
    });
    const [grace] = await t.db.select().from(persons).where(eq(persons.firstName, 'Grace'));
    await t.db
      .update(persons)
      .set({ birthDateEnc: t.app.ctx.cipher.encrypt('1950-02-01') })
      .where(eq(persons.id, grace!.id));
    expect((await offers('latelinked', 'C-100512')).abd).toEqual({ nfEnableABD: true });

    // Another household's case is not found; a reference that is not one is refused.
    expect((await offers(DEMO_USERS.linked, 'C-100512')).status).toEqual([404, 404]);
    expect((await offers(DEMO_USERS.linked, 'C-1%2F..%2F')).status).toEqual([400, 400]);
    expect((await offers(DEMO_USERS.standard, 'C-100234')).status).toEqual([403, 403]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { latestCodeFor, startTestApp, type TestApp } from '../../test/harness';

// A burst at once: side by side over several connections on PostgreSQL (PORTAL_TEST_PG_URL),
// one at a time on PGlite; the limit must hold either way.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the wrong-code limit of a contact change under a burst of requests', () => {
  it('checks at most five of 100 wrong codes sent at once; the change is cancelled and the right code then fails', async () => {
    const b = t.browser();
    expect((await b.login(DEMO_USERS.standard, DEMO_PASSWORD)).statusCode).toBe(200);
    const before = (await b.get(urlOf('profileInfo'))).json().primaryContact;
    await b.post(urlOf('updatePriContact'), { contactMethod: 'PHONE', phoneNumber: '555-555-0188' });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERS.standard));
    const right = await latestCodeFor(t.db, user!.id, 'contact.code');
    const wrong = Array.from({ length: 100 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      wrong.map((confirmationCode) => b.post(urlOf('updateConfirmationNumber'), { confirmationCode })),
    );
    const codes = answers.map((a) => a.json().errors?.[0]?.code as string);
    expect(codes.filter((c) => c === 'validation.code.invalid')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CONTACT_CHANGE_EXPIRED')).toHaveLength(96);
    const after = await b.post(urlOf('updateConfirmationNumber'), { confirmationCode: right });
    expect(after.json().errors[0].code).toBe('CONTACT_CHANGE_EXPIRED');
    expect((await b.get(urlOf('profileInfo'))).json()).toMatchObject({ primaryContact: before, pendingChange: null });
  });
});

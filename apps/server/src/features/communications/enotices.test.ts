import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { communications, outboxMessages, users } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { latestCodeFor, startTestApp, type TestApp } from '../../test/harness';
import { sendNotice } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/** The newest kept notice of a person, with whether (and where) a paper copy is queued. */
async function newestNotice(userId: string) {
  const rows = await t.db
    .select({
      id: communications.id,
      mailRequestedAt: communications.mailRequestedAt,
      mailAddress: communications.mailAddress,
    })
    .from(communications)
    .where(eq(communications.userId, userId))
    .orderBy(communications.createdAt);
  return rows.at(-1)!;
}

describe('e-notices', () => {
  it('subscribed, a notice is e-mailed and not mailed; unsubscribed, a paper copy waits in the print queue', async () => {
    const ana = await idOf(DEMO_USERS.linked);
    const b = await t.signedIn(DEMO_USERS.linked);
    expect((await b.get(urlOf('isSubscribed'))).json()).toMatchObject({
      isSubscribed: true,
      confirmedEmail: 'a***@example.com',
      message: 'Your notices come by e-mail to a***@example.com. No paper copy is mailed.',
    });
    expect((await b.post(urlOf('primaryContactDtls'))).json()).toEqual({
      contactInformation: '***-***-0111',
      contactMethod: 'PHONE',
      isEmailInd: false,
      contactID: 'PRIMARY',
    });
    await sendNotice(t.db, { userId: ana, kind: 'account.enhancedRestored', params: undefined });
    expect(await newestNotice(ana)).toMatchObject({ mailRequestedAt: null });
    const emailed = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, ana), eq(outboxMessages.templateKey, 'account.enhancedRestored')));
    expect(emailed.map((m) => `${m.channel} ${m.recipient}`)).toContain('EMAIL ana.rivera@example.com');

    const off = (await b.post(urlOf('unsubscribeEnotices'))).json();
    expect(off).toMatchObject({ isSubscribed: false, subscribedSince: null });
    await sendNotice(t.db, { userId: ana, kind: 'account.enhancedRestored', params: undefined });
    const onPaper = await newestNotice(ana);
    expect(onPaper.mailRequestedAt).not.toBeNull();
    expect(onPaper.mailAddress).toBe('25 Oak Avenue, Springfield, NC 27001');
    const listed = (await b.get(urlOf('listComm'))).json().communications;
    expect(listed.find((c: { communicationID: string }) => c.communicationID === onPaper.id)).toMatchObject({
      paperByDefault: true,
    });
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const queue = (await maria.get(urlOf('workerPaperCopies'))).json().paperCopies;
    expect(queue.map((c: { communicationID: string }) => c.communicationID)).toContain(onPaper.id);

    expect((await b.post(urlOf('subscribeEnotices'))).json()).toMatchObject({ isSubscribed: true });
  });

  it('needs an e-mail address confirmed with a code', async () => {
    const omar = await t.signedIn('renewsoon');
    const refused = await omar.post(urlOf('subscribeEnotices'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'email',
      message: expect.stringContaining('first add an e-mail address to your contact methods and confirm it'),
    });
    expect((await omar.get(urlOf('isSubscribed'))).json()).toMatchObject({ isSubscribed: false, confirmedEmail: null });

    await omar.post(urlOf('updateSecContact'), { contactMethod: 'EMAIL', emailAddress: 'omar.haddad@example.com' });
    const code = await latestCodeFor(t.db, await idOf('renewsoon'), 'contact.code');
    expect((await omar.post(urlOf('updateConfirmationNumber'), { confirmationCode: code })).statusCode).toBe(200);
    expect((await omar.post(urlOf('subscribeEnotices'))).json()).toMatchObject({
      isSubscribed: true,
      confirmedEmail: 'o***@example.com',
    });
  });

  it('answers only the signed-in person', async () => {
    const anonymous = await t.browser().start();
    expect((await anonymous.get(urlOf('isSubscribed'))).statusCode).toBe(401);
    expect((await anonymous.post(urlOf('subscribeEnotices'))).statusCode).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { cases, outboxMessages, users } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { latestCodeFor, startTestApp, type TestApp } from '../../test/harness';
import { caseworker2InAnotherOffice } from '../../test/offices';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SMS_INBOUND_TOKEN: 'gateway-secret' } });
});
afterAll(async () => t.close());

const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const caseIdOf = async (reference: string) =>
  (await t.db.select({ id: cases.id }).from(cases).where(eq(cases.reference, reference)))[0]!.id;
/** What went out about secure messages and texts to a person: channel, recipient and text. */
const sentTo = async (userId: string, templateKey: string) =>
  (
    await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.templateKey, templateKey)))
      .orderBy(outboxMessages.createdAt)
  ).map((m) => ({ to: `${m.channel} ${m.recipient}`, body: m.bodyEn }));
const inbound = (token: string | undefined, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: urlOf('smsInbound'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });

describe('secure messages', () => {
  it('a caseworker writes, the person is told without the text, reads it (once) and replies', async () => {
    const ana = await idOf(DEMO_USERS.linked);
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const screen = (await maria.get(urlOf('workerSecureMessageCases'))).json();
    // Sam's account was turned off: his case is not offered.
    const offered = screen.cases.map((c: { caseReference: string }) => c.caseReference);
    expect(offered).toContain('C-100234');
    expect(offered).not.toContain('C-100871');
    const sent = await maria.post(urlOf('workerSendSecureMessage'), {
      caseId: await caseIdOf('C-100234'),
      subjectText: 'Your interview',
      communicationText: 'Please call me about <b>your</b> interview on Monday.',
    });
    expect(sent.statusCode).toBe(200);
    const message = sent.json();
    expect(message).toMatchObject({ direction: 'FROM_OFFICE', caseReference: 'C-100234', nfViewedInd: false });
    // Told by e-mail (texts are off); nothing of the message leaves the portal.
    const told = await sentTo(ana, 'secure.message');
    expect(told.map((m) => m.to)).toEqual(['EMAIL ana.rivera@example.com']);
    expect(told[0]!.body).not.toContain('interview');

    const b = await t.signedIn(DEMO_USERS.linked);
    expect((await b.get(urlOf('unreadSecureMessagesCount'))).json()).toEqual({ nfUnreadSecureMessagesCount: 1 });
    const list = (await b.get(urlOf('listSecureMessages'))).json();
    expect(list.messages[0]).toMatchObject({
      communicationID: message.communicationID,
      subjectText: 'Your interview',
      communicationText: 'Please call me about <b>your</b> interview on Monday.',
      correspondentName: 'Example County Department of Social Services',
    });
    await b.post(urlOf('updateSecureMessageViewStatus'), { communicationID: message.communicationID });
    const viewed = (await b.get(urlOf('listSecureMessages'))).json().messages[0];
    expect(viewed.nfViewedInd).toBe(true);
    await b.post(urlOf('updateSecureMessageViewStatus'), { communicationID: message.communicationID });
    expect((await b.get(urlOf('listSecureMessages'))).json().messages[0].nfClientViewedDate).toBe(
      viewed.nfClientViewedDate,
    );
    expect((await b.get(urlOf('unreadSecureMessagesCount'))).json()).toEqual({ nfUnreadSecureMessagesCount: 0 });

    // The staff console's count: residents' messages waiting for an answer that nobody marked read.
    const newReplies = async () =>
      (await maria.get(urlOf('workerSecureMessages', undefined, { read: 'unread' }))).json().total as number;
    const before = await newReplies();
    const reply = await b.post(urlOf('replySecureMessage'), {
      communicationID: message.communicationID,
      communicationText: 'I can come at 10.',
    });
    // The office counts the reply as new until a caseworker marks it read.
    expect(await newReplies()).toBe(before + 1);
    expect(reply.json()).toMatchObject({
      direction: 'FROM_PERSON',
      subjectText: 'Re: Your interview',
      nfCarbonCopyFromCommID: message.communicationID,
      correspondentName: 'Ana Rivera',
    });
    // The reply waits in the office's queue for an answer; the office's own message is not work.
    const waiting = async () =>
      (await maria.get(urlOf('workerSecureMessages', undefined, { q: 'C-100234' }))).json().messages as {
        id: string;
        read: boolean;
      }[];
    const office = await waiting();
    expect(office.find((m) => m.id === reply.json().communicationID)).toMatchObject({
      personName: 'Ana Rivera',
      caseReference: 'C-100234',
      subjectText: 'Re: Your interview',
      read: false,
      canReply: true,
    });
    expect(office.map((m) => m.id)).not.toContain(message.communicationID);
    // The office marks the reply read, once; to Ana her own reply is read all along.
    const replyId = reply.json().communicationID;
    const marked = await maria.post(urlOf('workerReadSecureMessage', { id: replyId }));
    expect(marked.json()).toMatchObject({ nfViewedInd: true, nfClientViewedDate: expect.any(String) });
    const again = await maria.post(urlOf('workerReadSecureMessage', { id: replyId }));
    expect(again.json().nfClientViewedDate).toBe(marked.json().nfClientViewedDate);
    expect((await waiting()).find((m) => m.id === replyId)?.read).toBe(true);
    expect(await newReplies()).toBe(before);
    // Only a person's reply is marked by the office: its own message answers 404.
    expect((await maria.post(urlOf('workerReadSecureMessage', { id: message.communicationID }))).statusCode).toBe(404);

    // Bad input changes nothing.
    const empty = await b.post(urlOf('replySecureMessage'), {
      communicationID: message.communicationID,
      communicationText: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const control = await b.post(urlOf('replySecureMessage'), {
      communicationID: message.communicationID,
      communicationText: 'a\u0000b',
    });
    expect(control.statusCode).toBe(400);
    // Nobody answers their own reply, nor another person's message.
    const ownReply = await b.post(urlOf('replySecureMessage'), {
      communicationID: reply.json().communicationID,
      communicationText: 'x',
    });
    expect(ownReply.statusCode).toBe(404);
  });

  it('belong to the person and the office: everyone else gets 404 or 403', async () => {
    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const { communicationID } = (
      await maria.post(urlOf('workerSendSecureMessage'), {
        caseId: await caseIdOf('C-100234'),
        subjectText: 'Documents',
        communicationText: 'We received your pay stubs.',
      })
    ).json();
    const jordan = await t.signedIn(DEMO_USERS.standard);
    expect((await jordan.get(urlOf('listSecureMessages'))).statusCode).toBe(403);
    expect((await jordan.post(urlOf('updateSecureMessageViewStatus'), { communicationID })).statusCode).toBe(403);
    const ana = await t.signedIn(DEMO_USERS.linked);
    expect((await ana.get(urlOf('workerSecureMessages'))).statusCode).toBe(403);
    expect(
      (await ana.post(urlOf('updateSecureMessageViewStatus'), { communicationID: crypto.randomUUID() })).statusCode,
    ).toBe(404);

    // Sam's account is turned off: his case gets the reason, not a message.
    const toSam = await maria.post(urlOf('workerSendSecureMessage'), {
      caseId: await caseIdOf('C-100871'),
      subjectText: 'Hello',
      communicationText: 'Hi',
    });
    expect(toSam.statusCode).toBe(409);
    expect(toSam.json().errors[0].message).toContain('does not have an enhanced account');

    const james = await caseworker2InAnotherOffice(t);
    const other = await james.post(urlOf('workerSendSecureMessage'), {
      caseId: await caseIdOf('C-100234'),
      subjectText: 'Hello',
      communicationText: 'Hi',
    });
    expect(other.statusCode).toBe(404);
    expect((await james.get(urlOf('workerSecureMessageCases'))).json()).toEqual({ cases: [] });
    expect((await james.get(urlOf('workerSecureMessages'))).json()).toMatchObject({ messages: [], total: 0 });
    // Nor does another office mark a reply of this one's read, nor a resident.
    const reply = await ana.post(urlOf('replySecureMessage'), { communicationID, communicationText: 'Thanks' });
    const replyUrl = urlOf('workerReadSecureMessage', { id: reply.json().communicationID });
    expect((await james.post(replyUrl)).statusCode).toBe(404);
    expect((await ana.post(replyUrl)).statusCode).toBe(403);
    expect((await maria.post(urlOf('workerReadSecureMessage', { id: 'not-an-id' }))).statusCode).toBe(400);
  });
});

describe('text messages', () => {
  it('the confirmed number on file works at once; another number needs its code; STOP ends them', async () => {
    const ana = await idOf(DEMO_USERS.linked);
    const b = await t.signedIn(DEMO_USERS.linked);
    expect((await b.get(urlOf('getPersonInformation'))).json()).toMatchObject({
      phoneNumberInd: true,
      phoneNumber: '555-555-0111',
      subscriptionInd: false,
    });
    // Changing a number needs texts on first.
    expect((await b.post(urlOf('updateTextMessageSubscription'), { useNumberOnFile: true })).statusCode).toBe(409);
    const on = (await b.post(urlOf('createTextMessageSubscription'), { useNumberOnFile: true })).json();
    expect(on).toMatchObject({ confirmationNeeded: false, phoneNumber: '555-555-0111' });
    expect((await sentTo(ana, 'texts.started')).map((m) => m.to)).toEqual(['SMS 5555550111']);

    const maria = await t.signedIn(DEMO_USERS.caseworker);
    const write = () =>
      maria.post(urlOf('workerSendSecureMessage'), {
        caseId,
        subjectText: 'Renewal',
        communicationText: 'Your renewal form is ready.',
      });
    const caseId = await caseIdOf('C-100234');
    await write();
    const texted = (await sentTo(ana, 'secure.message')).filter((m) => m.to.startsWith('SMS'));
    expect(texted.map((m) => m.to)).toEqual(['SMS 5555550111']);
    expect(texted[0]!.body).not.toContain('renewal');

    // Another number: refused if it is not a phone number; otherwise a code goes to it first.
    const bad = await b.post(urlOf('updateTextMessageSubscription'), { useNumberOnFile: false, phoneNumber: '555-12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'phoneNumber' });
    const pending = (
      await b.post(urlOf('updateTextMessageSubscription'), { useNumberOnFile: false, phoneNumber: '(555) 555-0199' })
    ).json();
    expect(pending).toMatchObject({ confirmationNeeded: true, phoneNumber: '555-555-0199' });
    expect((await b.get(urlOf('getPersonInformation'))).json()).toMatchObject({
      subscribedPhoneNumber: '555-555-0111',
      pendingPhoneNumber: '555-555-0199',
    });
    const code = await latestCodeFor(t.db, ana, 'contact.code');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await b.post(urlOf('confirmTextMessageSubscription'), { confirmationCode: wrong });
    expect(refused.json().errors[0]).toMatchObject({ field: 'confirmationCode' });
    const confirmed = await b.post(urlOf('confirmTextMessageSubscription'), { confirmationCode: code });
    expect(confirmed.json()).toMatchObject({ confirmationNeeded: false, phoneNumber: '555-555-0199' });
    // A code works once.
    expect((await b.post(urlOf('confirmTextMessageSubscription'), { confirmationCode: code })).statusCode).toBe(400);
    await write();
    expect((await sentTo(ana, 'secure.message')).at(-1)!.to).toBe('SMS 5555550199');

    // The SMS provider passes on a STOP: only with its token.
    expect((await inbound(undefined, { from: '+15555550199', text: 'STOP' })).statusCode).toBe(401);
    expect((await inbound('wrong', { from: '+15555550199', text: 'STOP' })).statusCode).toBe(401);
    expect((await inbound('gateway-secret', { from: '+15555550199', text: 'thanks' })).statusCode).toBe(200);
    expect((await b.get(urlOf('getPersonInformation'))).json()).toMatchObject({ subscriptionInd: true });
    expect((await inbound('gateway-secret', { from: '+15555550199', text: ' stop ' })).statusCode).toBe(200);
    expect((await b.get(urlOf('getPersonInformation'))).json()).toMatchObject({
      subscriptionInd: false,
      stoppedByReply: true,
    });
    const before = (await sentTo(ana, 'secure.message')).length;
    await write();
    const after = await sentTo(ana, 'secure.message');
    expect(after.slice(before).map((m) => m.to)).toEqual(['EMAIL ana.rivera@example.com']);

    // Stopped by STOP, switching off on the page sends that number nothing more.
    expect((await b.post(urlOf('unsubscribeTextMessage'))).statusCode).toBe(200);
    expect(await sentTo(ana, 'texts.stopped')).toEqual([]);
    // Back on with the number on file, then off from the settings: the last text says so.
    await b.post(urlOf('createTextMessageSubscription'), { useNumberOnFile: true });
    expect((await b.post(urlOf('unsubscribeTextMessage'))).json()).toEqual({ isSuccess: true });
    expect((await sentTo(ana, 'texts.stopped')).map((m) => m.to)).toEqual(['SMS 5555550111']);
    expect((await b.get(urlOf('getPersonInformation'))).json()).toMatchObject({
      subscriptionInd: false,
      stoppedByReply: false,
    });
  });
});

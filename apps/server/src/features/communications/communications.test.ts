import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../platform/clock';
import { outboxMessages, persons, users } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';
import { keptNotices } from '../../test/notices';
import { composeNotice, sendNotice } from './service';
import { NEW_NOTICE, NOTICES, type NoticeKind } from './templates';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const messagesOf = (id: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.userId, id))
    .orderBy(sql`created_at`);

describe('notices', () => {
  it('reach every contact method on file, in the language on file unless the person acting chose one', async () => {
    const ana = await userId(DEMO_USERS.linked);
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, ana));
    await t.db.delete(outboxMessages);
    const notice = await sendNotice(t.db, { userId: ana, kind: 'account.enhancedRestored', params: undefined });
    expect(notice).toMatchObject({ kind: 'account.enhancedRestored', userId: ana, locale: 'es', sensitive: false });
    const sent = await messagesOf(ana);
    expect(sent.map((m) => `${m.channel} ${m.recipient} ${m.locale}`).sort()).toEqual([
      'EMAIL ana.rivera@example.com es',
      'SMS 5555550111 es',
    ]);
    // The messages announce the notice; its text is read in the portal only.
    expect(sent[0]).toMatchObject({
      templateKey: 'account.enhancedRestored',
      subjectEn: NEW_NOTICE.subject.en,
      bodyEs: NEW_NOTICE.body.es,
    });
    expect((await keptNotices(t.db, ana, 'account.enhancedRestored')).at(-1)).toMatchObject({
      locale: 'es',
      subject: notice!.subject.es,
      body: notice!.body.es,
    });

    await sendNotice(t.db, {
      userId: ana,
      kind: 'account.devicesRevoked',
      params: { reason: 'REQUEST' },
      locale: 'en-US',
    });
    const revoked = (await messagesOf(ana)).filter((m) => m.templateKey === 'account.devicesRevoked');
    expect(revoked.map((m) => m.locale)).toEqual(['en-US', 'en-US']);
    expect(revoked[0]!.bodyEn).toBe(NEW_NOTICE.body.en);
    expect((await keptNotices(t.db, ana, 'account.devicesRevoked')).at(-1)!.body).toContain(
      'because you asked to forget them',
    );
    await t.db.update(users).set({ locale: 'en-US' }).where(eq(users.id, ana));
  });

  it('go to a case person through their linked account, and to nobody when the person has no account', async () => {
    const [ana] = await t.db.select({ id: persons.id }).from(persons).where(eq(persons.firstName, 'Ana'));
    const [leo] = await t.db.select({ id: persons.id }).from(persons).where(eq(persons.firstName, 'Leo'));
    const sent = await sendNotice(t.db, { personId: ana!.id, kind: 'document.rejected', params: undefined });
    expect(sent?.userId).toBe(await userId(DEMO_USERS.linked));
    // A delinked account no longer speaks for the person's case.
    const [sam] = await t.db.select({ id: persons.id }).from(persons).where(eq(persons.firstName, 'Sam'));
    expect(await sendNotice(t.db, { personId: sam!.id, kind: 'document.rejected', params: undefined })).toBeNull();
    const before = (await t.db.select().from(outboxMessages)).length;
    expect(await sendNotice(t.db, { personId: leo!.id, kind: 'document.rejected', params: undefined })).toBeNull();
    expect(await t.db.select().from(outboxMessages)).toHaveLength(before);
  });

  it('carrying a code go only to the chosen contact, marked to be purged when the code stops working', async () => {
    const id = await userId(DEMO_USERS.standard);
    const expiresAt = new Date(clock.nowMs() + 10 * 60_000);
    await sendNotice(t.db, {
      userId: id,
      kind: 'mfa.code',
      params: { code: '123456', minutes: 10 },
      contacts: [{ method: 'PHONE', value: '5555550999' }],
      expiresAt,
    });
    const [code] = (await messagesOf(id)).filter((m) => m.templateKey === 'mfa.code');
    expect(code).toMatchObject({ channel: 'SMS', recipient: '5555550999', sensitive: true, purgeAfter: expiresAt });
    expect(code!.bodyEn).toContain('123456');
  });

  it('each have a subject and a body in English and in Spanish', () => {
    const samples: { [K in NoticeKind]: Parameters<(typeof NOTICES)[K]['text']>[0] } = {
      'mfa.code': { code: '000111', minutes: 10 },
      'contact.code': { code: '000111', minutes: 10 },
      'recovery.code': { code: '000111', minutes: 10 },
      'recovery.username': { username: 'resident' },
      'recovery.staffRefused': { username: 'caseworker' },
      'account.passwordReset': { contact: '***-***-0111' },
      'account.contactChanged': { newContact: '***-***-0111' },
      'account.devicesRevoked': { reason: 'PASSWORD' },
      'account.enhancedRestored': undefined,
      'account.passkeysReset': undefined,
      'account.signedInWithoutCode': undefined,
      'authrep.invited': { person: 'Ana Rivera', programmes: ['FNS', 'MA'], until: '2026-12-12' },
      'authrep.answered': { rep: 'Jordan Smith', programmes: ['FNS'], answer: 'DECLINED' },
      'application.decision': {
        reference: 'A-1',
        program: { en: 'Food', es: 'Alimentos' },
        status: 'DENIED',
        reason: 'x',
      },
      'change.accepted': { reference: 'CH-1', naming: 'SNAP', note: 'x' },
      'renewal.accepted': { reference: 'CH-2', naming: 'FNS', endOn: '2027-10-31' },
      'change.infoRequested': { reference: 'CH-3', kind: 'RECERT', itemCode: 'INCOME', dueOn: '2027-01-05', note: 'x' },
      'appeal.received': { reference: 'AP-1', program: { en: 'Medicaid', es: 'Medicaid' }, filedOn: '2026-11-30' },
      'appeal.withdrawn': { reference: 'AP-1' },
      'appeal.scheduled': {
        reference: 'AP-1',
        date: '2026-12-15',
        time: '14:30',
        mode: 'PHONE',
        place: '555-555-0100',
      },
      'appeal.decided': { reference: 'AP-1', outcome: 'REVERSED', note: 'x' },
      'document.accepted': undefined,
      'document.rejected': undefined,
      'document.partially_rejected': undefined,
      'secure.message': undefined,
      'texts.started': undefined,
      'texts.stopped': undefined,
      'alerts.saved': { subscribed: true },
    };
    for (const kind of Object.keys(NOTICES) as NoticeKind[]) {
      const { subject, body } = composeNotice(kind, samples[kind]);
      for (const text of [subject, body]) {
        expect(text.en.length, kind).toBeGreaterThan(10);
        expect(text.es.length, kind).toBeGreaterThan(10);
        expect(text.es, kind).not.toBe(text.en);
      }
    }
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import {
  communications,
  outboxMessages,
  rateLimits,
  representationInvitations,
  representations,
  users,
} from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { INVITE_LIMITS } from './invitations';

/**
 * Issue 30 item 3: naming a representative is an invitation. The answer is the same whatever
 * the look-up finds; only an account that may represent someone is invited (and told); the
 * representation exists once it accepts; the person is told of the answer; invitations expire,
 * can be withdrawn, and are throttled per account and per address.
 */

let t: TestApp;
let world: TestWorld;
const idOf = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const emailOf = async (username: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email!;

beforeAll(async () => {
  t = await startTestApp();
  world = await createTestWorld(t.app.ctx);
});
afterAll(async () => t?.close());

const invite = (b: TestBrowser, lookup: string, programmes: string[] = ['FNS']) =>
  b.post(urlOf('nameRepresentative'), { lookup, programmes });
const noticesOf = async (userId: string, kind: string) =>
  t.db
    .select()
    .from(communications)
    .where(and(eq(communications.userId, userId), eq(communications.kind, kind)));
/** Clears the throttles, so each test counts its own invitations. */
const clearThrottles = () => t.db.delete(rateLimits);

describe('inviting a representative', () => {
  it('answers the same for an unknown address, oneself, agency and provider staff and a resident; only the resident is invited', async () => {
    await clearThrottles();
    const person = await t.signedIn(world.users.linked);
    const lookups = {
      unknown: `nobody-${world.number}@example.invalid`,
      self: world.users.linked,
      staff: world.users.caseworker,
      provider: world.users.presumptiveprovider,
      resident: await emailOf(world.users.resident),
    };
    const outboxBefore = new Set((await t.db.select({ id: outboxMessages.id }).from(outboxMessages)).map((m) => m.id));
    const answers = [];
    for (const lookup of Object.values(lookups)) {
      const res = await invite(person, lookup);
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200 });
    const es = await person.request({
      method: 'POST',
      url: urlOf('nameRepresentative'),
      payload: { lookup: `nobody-else-${world.number}@example.invalid`, programmes: ['MA'] },
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().message).toContain('Si esta persona tiene una cuenta');

    // A row for each, so the person's list looks the same; only the resident's names an account.
    const personId = await idOf(world.users.linked);
    const rows = await t.db
      .select()
      .from(representationInvitations)
      .where(eq(representationInvitations.personUserId, personId));
    const residentId = await idOf(world.users.resident);
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.repUserId !== null).map((r) => r.repUserId)).toEqual([residentId]);
    const sent = (await person.get(urlOf('authorizedRep'))).json().sentInvitations as { status: string }[];
    expect(sent.map((s) => s.status)).toEqual(Array(6).fill('PENDING'));

    // Only the resident is told, in the portal and announced by message; no representation yet.
    expect(await noticesOf(residentId, 'authrep.invited')).toHaveLength(1);
    const others = [world.users.caseworker, world.users.presumptiveprovider, world.users.linked];
    for (const u of others) expect(await noticesOf(await idOf(u), 'authrep.invited')).toEqual([]);
    const messages = (await t.db.select().from(outboxMessages)).filter((m) => !outboxBefore.has(m.id));
    expect(new Set(messages.map((m) => m.userId))).toEqual(new Set([residentId]));
    expect(await t.db.select().from(representations).where(eq(representations.personUserId, personId))).toEqual([]);
  });

  it('tells the person when the invitation is declined; a withdrawn or expired one cannot be answered', async () => {
    await clearThrottles();
    const person = await t.signedIn(world.users.latelinked);
    const rep = await t.signedIn(world.users.renewsoon);
    const stranger = await t.signedIn(world.users.delinked);
    const personId = await idOf(world.users.latelinked);

    await invite(person, world.users.renewsoon, ['FNS', 'LIEAP']);
    const [first] = (await rep.get(urlOf('authorizedRep'))).json().invitations;
    expect(first).toMatchObject({ programmes: ['FNS', 'LIEAP'] });
    // Nobody else answers it or withdraws it.
    expect(
      (await stranger.post(urlOf('respondToInvitation'), { invitationId: first.id, accept: true })).statusCode,
    ).toBe(404);
    expect((await rep.post(urlOf('withdrawInvitation'), { invitationId: first.id })).statusCode).toBe(404);
    expect((await rep.post(urlOf('respondToInvitation'), { invitationId: 'x', accept: true })).statusCode).toBe(400);
    const declined = await rep.post(urlOf('respondToInvitation'), { invitationId: first.id, accept: false });
    expect(declined.json()).toMatchObject({ invitations: [], actingForPeople: [] });
    const told = await noticesOf(personId, 'authrep.answered');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toContain('declined');

    // Withdrawn: gone from the representative's list, and accepting it is refused.
    await invite(person, world.users.renewsoon, ['MA']);
    const [second] = (await rep.get(urlOf('authorizedRep'))).json().invitations;
    expect((await person.post(urlOf('withdrawInvitation'), { invitationId: second.id })).json()).toEqual({
      isSuccess: true,
    });
    expect((await person.post(urlOf('withdrawInvitation'), { invitationId: second.id })).statusCode).toBe(404);
    expect((await rep.get(urlOf('authorizedRep'))).json().invitations).toEqual([]);
    expect((await rep.post(urlOf('respondToInvitation'), { invitationId: second.id, accept: true })).statusCode).toBe(
      409,
    );

    // Expired after 14 days: the person sees EXPIRED, the representative no longer sees it.
    await clearThrottles();
    await invite(person, world.users.renewsoon, ['WF']);
    const [third] = (await rep.get(urlOf('authorizedRep'))).json().invitations;
    // Its fourteen days have passed (the row says when it ends; moving the shared clock would end the sessions too).
    const [row] = await t.db.select().from(representationInvitations).where(eq(representationInvitations.id, third.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(14 * 86_400_000);
    await t.db
      .update(representationInvitations)
      .set({ expiresAt: new Date(clock.nowMs() - 60_000) })
      .where(eq(representationInvitations.id, third.id));
    expect((await rep.get(urlOf('authorizedRep'))).json().invitations).toEqual([]);
    const accept = await rep.post(urlOf('respondToInvitation'), { invitationId: third.id, accept: true });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().errors[0].field).toBe('invitationId');
    const statuses = (await person.get(urlOf('authorizedRep')))
      .json()
      .sentInvitations.map((s: { status: string }) => s.status);
    expect(statuses).toEqual(['EXPIRED', 'WITHDRAWN', 'DECLINED']);
    expect(await t.db.select().from(representations).where(eq(representations.personUserId, personId))).toEqual([]);
  });

  it('is accepted once when the representative answers twice at the same moment', async () => {
    await clearThrottles();
    const person = await t.signedIn(world.users.renewsoon);
    const [one, two] = [await t.signedIn(world.users.delinked), await t.signedIn(world.users.delinked)];
    await invite(person, world.users.delinked, ['LIEAP']);
    const [invitation] = (await one.get(urlOf('authorizedRep'))).json().invitations;
    const answers = await Promise.all([
      one.post(urlOf('respondToInvitation'), { invitationId: invitation.id, accept: true }),
      two.post(urlOf('respondToInvitation'), { invitationId: invitation.id, accept: false }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const personId = await idOf(world.users.renewsoon);
    const made = await t.db.select().from(representations).where(eq(representations.personUserId, personId));
    const [row] = await t.db
      .select()
      .from(representationInvitations)
      .where(eq(representationInvitations.id, invitation.id));
    expect(made).toHaveLength(row!.status === 'ACCEPTED' ? 1 : 0);
    expect(await noticesOf(personId, 'authrep.answered')).toHaveLength(1);
  });

  it('is throttled per address and per account, and a refused invitation keeps nothing', async () => {
    await clearThrottles();
    const person = await t.signedIn(world.users.resident);
    const personId = await idOf(world.users.resident);
    const address = `someone-${world.number}@example.invalid`;
    for (let i = 0; i < INVITE_LIMITS.perAddress; i++) expect((await invite(person, address)).statusCode).toBe(200);
    const refused = await invite(person, address.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = INVITE_LIMITS.perAddress; i < INVITE_LIMITS.perAccount; i++)
      expect((await invite(person, `other-${i}-${world.number}@example.invalid`)).statusCode).toBe(200);
    expect((await invite(person, `one-more-${world.number}@example.invalid`)).statusCode).toBe(429);
    const kept = await t.db
      .select()
      .from(representationInvitations)
      .where(eq(representationInvitations.personUserId, personId));
    expect(kept).toHaveLength(INVITE_LIMITS.perAccount);
    // Another person inviting the same address counts against that address too.
    const other = await t.signedIn(world.users.latelinked);
    expect((await invite(other, address)).statusCode).toBe(429);
    expect(
      await t.db
        .select()
        .from(representationInvitations)
        .where(inArray(representationInvitations.lookup, [address])),
    ).toHaveLength(INVITE_LIMITS.perAddress);
  });
});

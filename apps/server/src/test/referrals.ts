import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestWorld } from '@portal/contracts/test-world';
import { cases, newbornReferrals, providerFacilities, users } from '../platform/db/schema';
import type { TestApp } from './harness';

/** A case of a test world by its reference (Ana Rivera's unless told). */
export async function worldCase(t: TestApp, w: TestWorld, reference = w.cases.rivera) {
  const [c] = await t.db.select().from(cases).where(eq(cases.reference, reference));
  return c!;
}

/**
 * A newborn referral the world's hospital sent at `submittedAt` for the primary person of
 * `theCase`, as a signed submission stores one (the baby born 2026-11-20, a girl, last name
 * Rivera): lets the office's queue and decisions be tested without walking the provider's form.
 */
export async function insertReferral(
  t: TestApp,
  w: TestWorld,
  theCase: typeof cases.$inferSelect,
  firstName: string,
  submittedAt: Date,
): Promise<string> {
  const { cipher } = t.app.ctx;
  const [facility] = await t.db
    .select({ id: providerFacilities.id })
    .from(providerFacilities)
    .where(eq(providerFacilities.name, w.facilities.hospital));
  const [provider] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, w.users.newbornprovider));
  const born = '2026-11-20';
  const id = randomUUID();
  await t.db.insert(newbornReferrals).values({
    id,
    facilityId: facility!.id,
    providerUserId: provider!.id,
    motherPersonId: theCase.primaryPersonId,
    caseId: theCase.id,
    motherClientId: theCase.reference,
    newbornFirstName: firstName,
    newbornLastName: 'Rivera',
    newbornBirthDateEnc: cipher.encrypt(born),
    newbornBirthDateIndex: cipher.blindIndex(born),
    newbornSex: 'F',
    submittedAt,
  });
  return id;
}

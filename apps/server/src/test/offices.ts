import { eq } from 'drizzle-orm';
import { caseworkers, offices, users } from '../platform/db/schema';
import { DEMO_USERS } from '../seed/demo';
import type { TestApp } from './harness';

/**
 * Moves the second demo caseworker (James Carter) to an office of his own, so a test can show
 * that staff of another office neither see nor act on the first office's work.
 */
export async function caseworker2InAnotherOffice(t: TestApp) {
  const [office] = await t.db
    .insert(offices)
    .values({
      name: 'Other County DSS',
      county: 'Other County',
      dssCode: 'OTH',
      addressLine1: '1 Court Square',
      city: 'Elsewhere',
      state: 'NC',
      zip: '27999',
      phone: '555-555-0100',
    })
    .returning();
  const [james] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.caseworker2));
  await t.db.update(caseworkers).set({ officeId: office!.id }).where(eq(caseworkers.userId, james!.id));
  return t.signedIn(DEMO_USERS.caseworker2);
}

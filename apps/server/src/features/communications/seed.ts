import { eq } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import { users } from '../../platform/db/schema';
import type { FeatureSeed } from '../index';
import { contactsOf, saveContact } from './contacts';

/**
 * Ana Rivera (the LINKED demo account) confirmed her phone and e-mail address with codes and
 * chose e-notices: her notices are e-mailed, not mailed on paper. The other residents get paper.
 */
export const seed: FeatureSeed = async (tx, _ctx, demo) => {
  const userId = demo.users.linked;
  if (!userId) return;
  for (const contact of await contactsOf(tx, userId)) await saveContact(tx, userId, contact);
  await tx.update(users).set({ enoticesSince: clock.now() }).where(eq(users.id, userId));
};

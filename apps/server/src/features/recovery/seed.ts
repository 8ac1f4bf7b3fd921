import { contactsOf, saveContact } from '../communications/contacts';
import type { FeatureSeed } from '../index';

/**
 * Demo data of account recovery: the contact methods of Jordan Smith (the STANDARD demo resident
 * `resident`: 555-555-0133 and jordan.smith@example.com) count as confirmed, the same ones in the
 * same places as before, so a demo can recover the username and the password.
 */
export const seed: FeatureSeed = async (tx, _ctx, demo) => {
  const userId = demo.users.resident;
  if (!userId) return;
  for (const contact of await contactsOf(tx, userId)) await saveContact(tx, userId, contact);
};

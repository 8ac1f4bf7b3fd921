import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A hospital or clinic the state enrolled, and what it may do in the portal. */
export const providerFacilities = pgTable('provider_facilities', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  /** County (DSS office) code, as on the facility's newborn referrals. */
  countyCode: text('county_code').notNull(),
  presumptiveAllowed: boolean('presumptive_allowed').notNull().default(false),
  bccmAllowed: boolean('bccm_allowed').notNull().default(false),
  newbornAllowed: boolean('newborn_allowed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which provider staff accounts work for which facility (a person may work for several). */
export const providerStaff = pgTable(
  'provider_staff',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => providerFacilities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.facilityId, t.userId] }), index('provider_staff_user_idx').on(t.userId)],
);

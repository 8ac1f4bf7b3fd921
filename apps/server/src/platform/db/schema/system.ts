import { boolean, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Spec part 1 §3.1: links configured by the agency (banners, footer), one row per locale. */
export const externalLinks = pgTable('external_links', {
  id: integer('id').primaryKey(),
  groupCode: text('group_code').notNull(),
  localeIdentifier: text('locale_identifier').notNull(),
  recordStatus: text('record_status').notNull().default('RST1'),
  linkUrl: text('link_url').notNull(),
  linkText: text('link_text').notNull(),
  staticText: text('static_text').notNull().default(''),
});

export const codeTables = pgTable('code_tables', {
  tableName: text('table_name').primaryKey(),
  defaultValue: text('default_value'),
});

export const codeTableItems = pgTable(
  'code_table_items',
  {
    tableName: text('table_name')
      .notNull()
      .references(() => codeTables.tableName, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    sortOrder: integer('sort_order').notNull(),
    childTable: text('child_table'),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.value] })],
);

export const systemConfig = pgTable('system_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

/** Keys generated on first start when none are configured (development only; see ADR 0003). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** nf_counter: clicks on a counted link, per kind (COUNTER_TYPES) and day. */
export const clickCounters = pgTable(
  'click_counters',
  {
    counterTypeCode: text('counter_type_code').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.counterTypeCode, t.day] })],
);

import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, accountRef } from './accounts.js';
import { customers } from './customers.js';
import { users } from './users.js';
import { mechs } from './vehicles.js';

const STATUS_GROUPS = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

/** Catalogue services and products (workshop §3); deleted ones stay for the lines that used them. */
export const catalogItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    kind: text('kind', { enum: ['SERVICE', 'PRODUCT'] }).notNull(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    // A service without a price is priced at the hourly rate on the work order (§5).
    price: numeric('price', { precision: 12, scale: 2 }),
    rateType: text('rate_type').notNull().default('STANDARD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Target of booking_services' composite key (issue 15).
    uniqueIndex('catalog_items_account_id_idx').on(t.accountId, t.id),
    index('catalog_items_account_kind_idx')
      .on(t.accountId, t.kind, sql`${t.name} COLLATE "und-x-icu"`, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Work-order statuses (workshop §3 Worksheet status): grouped TODO / IN_PROGRESS / DONE, ordered. */
export const worksheetStatuses = pgTable(
  'worksheet_statuses',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    group: text('group', { enum: STATUS_GROUPS }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('worksheet_statuses_account_idx').on(t.accountId, t.group, t.position, t.id)],
);

/** Entry (service line) statuses (workshop §3 Entry status), same shape as work-order statuses. */
export const entryStatuses = pgTable(
  'entry_statuses',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    group: text('group', { enum: STATUS_GROUPS }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entry_statuses_account_idx').on(t.accountId, t.group, t.position, t.id)],
);

/** Tax groups (workshop §3 Tax group); the first one (by position) applies to work-order totals. */
export const taxGroups = pgTable(
  'tax_groups',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tax_groups_account_idx').on(t.accountId, t.position, t.id)],
);

/** A tax of a group: rate in percent (9.975 for QST), applied to the subtotal. */
export const taxes = pgTable(
  'taxes',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    taxGroupId: integer('tax_group_id')
      .notNull()
      .references(() => taxGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull().default('0'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('taxes_group_idx').on(t.taxGroupId, t.position, t.id)],
);

/**
 * The last work-order number given in an account: one row locked per creation, so gap-free.
 * bigint, like worksheets.worksheet_id: a start number near the integer limit cannot make the
 * counter overflow (the start number itself is bounded, see START_NUMBER_MAX).
 */
export const worksheetCounters = pgTable('worksheet_counters', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
});

/** Work orders (workshop §3 Worksheet). Deleted ones keep their number (never given again). */
export const worksheets = pgTable(
  'worksheets',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    worksheetId: bigint('worksheet_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    mechId: integer('mech_id').references(() => mechs.id),
    technicianId: integer('technician_id').references(() => users.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => worksheetStatuses.id),
    // When the work order entered its current status (the board shows the time spent in it).
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('worksheets_account_number_idx').on(t.accountId, t.worksheetId),
    // Target of same-shop composite foreign keys (timelogs).
    uniqueIndex('worksheets_account_id_idx').on(t.accountId, t.id),
    // A status's work orders newest first (board columns, the list filtered by status, deep pages too); counts by status read it alone.
    index('worksheets_account_status_created_idx')
      .on(t.accountId, t.statusId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // Work orders that entered a status in a period (the productivity report's sold hours, issue 13).
    index('worksheets_account_status_changed_idx')
      .on(t.accountId, t.statusChangedAt)
      .where(sql`${t.deletedAt} IS NULL`),
    index('worksheets_account_created_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('worksheets_customer_idx')
      .on(t.customerId)
      .where(sql`${t.deletedAt} IS NULL`),
    index('worksheets_mech_idx')
      .on(t.mechId)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

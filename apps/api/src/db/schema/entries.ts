import { sql } from 'drizzle-orm';
import { check, foreignKey, index, uniqueIndex, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.js';
import { accountRef } from './accounts.js';
import { mechs } from './vehicles.js';
import { catalogItems, entryStatuses, worksheets } from './workorders.js';

/**
 * Entries (workshop §3): a vehicle's backlog tasks (mech_id, no worksheet), and work-order
 * service lines and parts (worksheet_id). Pulling a backlog task into a work order sets its
 * worksheet_id; the mech_id stays so the vehicle's history keeps it.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    mechId: integer('mech_id').references(() => mechs.id, { onDelete: 'cascade' }),
    worksheetId: integer('worksheet_id').references(() => worksheets.id),
    name: text('name').notNull(),
    content: text('content'),
    type: text('type', { enum: ['SERVICE', 'PRODUCT'] })
      .notNull()
      .default('SERVICE'),
    statusId: integer('status_id').references(() => entryStatuses.id),
    // related_item: the catalogue service or product the line was filled from (§4).
    catalogItemId: integer('catalog_item_id').references(() => catalogItems.id),
    valueMeasured: numeric('value_measured', { precision: 10, scale: 2 }).notNull().default('1'),
    price: numeric('price', { precision: 12, scale: 2 }),
    position: integer('position').notNull().default(0),
    // Issue 14: the invoice the line is on (a draft's line, or frozen with its issued invoice), and its discount in percent.
    invoiceId: integer('invoice_id'),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entries_mech_idx').on(t.mechId, t.position, t.id),
    index('entries_worksheet_idx')
      .on(t.worksheetId, t.position, t.id)
      .where(sql`${t.worksheetId} IS NOT NULL`),
    // Target of the timelogs' composite key: a time entry's line is of its shop and of its work order.
    uniqueIndex('entries_account_worksheet_id_idx').on(t.accountId, t.worksheetId, t.id),
    index('entries_invoice_idx')
      .on(t.invoiceId, t.position, t.id)
      .where(sql`${t.invoiceId} IS NOT NULL`),
    foreignKey({ name: 'entries_invoice_fk', columns: [t.accountId, t.invoiceId], foreignColumns: [invoices.accountId, invoices.id] }),
    check('entries_discount_range', sql`${t.discount} >= 0 AND ${t.discount} <= 100`),
  ],
);

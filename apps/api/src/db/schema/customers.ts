import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './accounts.js';

/** A shop's customers. Deleted ones stay for the history (vehicles, work orders, invoices). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    fullname: text('fullname').notNull(),
    email: text('email'),
    // Digits only (what was typed without punctuation), so '514 555-0123' and '5145550123' collide.
    mobile: text('mobile'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // What the global search matches: name and email without accents, lower case. The key function
    // (migration 0005) unaccents, then lower-cases with ICU: lower() alone in this C-collation
    // database leaves 'É' as it is.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`atelier_search_key(fullname || ' ' || coalesce(email, ''))`),
  },
  (t) => [
    // Target of the appointments' composite key (issue 15).
    uniqueIndex('customers_account_id_idx').on(t.accountId, t.id),
    index('customers_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('customers_mobile_search_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    // The global search's prefix branches (modules/search/queries.ts): ordered range scans that
    // stop after a handful of rows however many customers share a name, unlike the GIN indexes.
    // The name's start, the text after its first word (usually the surname), the email, the
    // mobile and the mobile's local seven digits.
    index('customers_search_prefix_idx')
      .on(t.accountId, t.searchText.op('text_pattern_ops'))
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_search_tail_idx')
      .on(t.accountId, sql`(substr(${t.searchText}, strpos(${t.searchText}, ' ') + 1)) text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_email_prefix_idx')
      .on(t.accountId, sql`atelier_search_key(${t.email}) text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_mobile_prefix_idx')
      .on(t.accountId, t.mobile.op('text_pattern_ops'))
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_mobile_local_idx')
      .on(t.accountId, sql`right(${t.mobile}, 7) text_pattern_ops`)
      .where(sql`${t.deletedAt} IS NULL`),
    // One live customer per mobile number in a shop; another shop may have the same number.
    uniqueIndex('customers_account_mobile_idx')
      .on(t.accountId, t.mobile)
      .where(sql`${t.mobile} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    // The list's sorts (queries.ts sorts on exactly these expressions, then id).
    index('customers_account_fullname_idx')
      .on(t.accountId, sql`${t.fullname} COLLATE "und-x-icu"`, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_account_created_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    index('customers_account_email_idx')
      .on(t.accountId, t.email, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** A customer's addresses (shell spec §3 Address); at most one BILLING address each. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('BILLING'),
    name: text('name'),
    streetNumber: text('street_number'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    postcode: text('postcode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_billing_idx')
      .on(t.customerId)
      .where(sql`${t.type} = 'BILLING'`),
  ],
);

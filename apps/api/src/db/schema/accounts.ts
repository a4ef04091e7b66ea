import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountPreferences, Address } from '@atelier/contracts';

/** A shop's account: the tenant. Every business table carries account_id. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`),
  preferences: jsonb('preferences').$type<AccountPreferences>().notNull(),
  packageName: text('package_name').notNull().default('TRIAL'),
  isTrial: boolean('is_trial').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The workspace (brand) of an account: shop name (address.name), logo, contact. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid')
    .notNull()
    .unique()
    .default(sql`gen_random_uuid()`),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  logo: text('logo'),
  address: jsonb('address').$type<Address>(),
  email: text('email'),
  mobile: text('mobile'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account features such as the pending SETUP wizard (shell spec §3, §4). */
export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('features_account_type_idx').on(t.accountId, t.type)],
);

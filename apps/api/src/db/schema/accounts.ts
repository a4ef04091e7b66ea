import { publicUuid } from './columns.js';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccountPreferences, Address } from '@atelier/contracts';

/** A shop's account: the tenant. Every business table carries account_id. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  preferences: jsonb('preferences').$type<AccountPreferences>().notNull(),
  packageName: text('package_name').notNull().default('TRIAL'),
  isTrial: boolean('is_trial').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shop a row belongs to (the tenant): deleting the account deletes its rows. */
export const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** The workspace (brand) of an account: shop name (address.name), logo, contact. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  accountId: accountRef(),
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
    accountId: accountRef(),
    type: text('type').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('features_account_type_idx').on(t.accountId, t.type)],
);

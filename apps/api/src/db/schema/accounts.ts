import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccountPreferences, Address } from '@atelier/contracts';

/**
 * A shop's account: the tenant. Every business table carries account_id. Its plan (issue 16): a
 * new shop is on TRIAL until trial_ends_at (30 days), then basic unless it upgraded; with Stripe,
 * the subscription's customer, id and current period are kept here by the webhook.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    preferences: jsonb('preferences').$type<AccountPreferences>().notNull(),
    packageName: text('package_name').notNull().default('TRIAL'),
    isTrial: boolean('is_trial').notNull().default(true),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).default(sql`now() + interval '30 days'`),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_stripe_customer_idx').on(t.stripeCustomerId),
    check('accounts_package_name_check', sql`${t.packageName} in ('TRIAL', 'basic', 'clever', 'genius')`),
    check('accounts_trial_check', sql`${t.isTrial} = (${t.packageName} = 'TRIAL')`),
    check('accounts_trial_end_check', sql`${t.packageName} <> 'TRIAL' or ${t.trialEndsAt} is not null`),
    check('accounts_period_check', sql`${t.periodEnd} is null or ${t.periodStart} < ${t.periodEnd}`),
  ],
);

/**
 * Stripe webhook events already applied, by Stripe's event id: a replayed or retried event is
 * applied once (issue 16). The account is kept when known, for the audit; never deleted with it.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** When Stripe made the event (event.created): deliveries come in any order, an older one must not undo a newer. */
  createdAt: timestamp('created_at', { withTimezone: true }),
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

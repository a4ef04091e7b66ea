import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@atelier/contracts';
import { accountRef } from './accounts.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    // Sign-in accepts the username or the email, so both are unique across all shops.
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    permissionFlags: text('permission_flags').$type<Role>().notNull().default('GUEST'),
    verified: boolean('verified').notNull().default(false),
    picture: text('picture'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleted users stay for the history (work orders, time) but free their username and email.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('users_email_idx')
      .on(t.email)
      .where(sql`${t.deletedAt} IS NULL`),
    index('users_account_idx').on(t.accountId),
    // Target of same-shop composite foreign keys (timelogs).
    uniqueIndex('users_account_id_idx').on(t.accountId, t.id),
  ],
);

import { integer, pgTable } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Accounts created before a version that added sign-up defaults (migration 0009 lists every
 * account then existing). The boot backfill gives them what they lack, then removes the row.
 */
export const accountDefaultsPending = pgTable('account_defaults_pending', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
});

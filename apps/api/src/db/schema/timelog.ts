import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountRef } from './accounts.js';
import { users } from './users.js';
import { worksheets } from './workorders.js';

/**
 * Technician time (shell §3 "Timelog entry", workshop §3 "Time entry", issue 13): a clock-in /
 * clock-out of one person, optionally on a work order and one of its lines. A running clock has
 * no end_time.
 *
 * Same shop everywhere, enforced by composite foreign keys on (account_id, …) rather than a
 * trigger: they are declarative, checked on both sides (a referenced row cannot later change
 * shop or work order under the entry) and cost one unique index per parent. The line's key,
 * (account_id, worksheet_id, entry_id) → entries, is in the migration's hand-written SQL: it needs
 * `ON DELETE SET NULL (entry_id)` (deleting a line keeps the time on the work order), which
 * drizzle cannot express. Also hand-written there: the exclusion constraint (no two overlapping
 * entries of one person, btree_gist).
 */
export const timelogs = pgTable(
  'timelogs',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    userId: integer('user_id').notNull(),
    worksheetId: integer('worksheet_id'),
    entryId: integer('entry_id'),
    name: text('name'),
    notes: text('notes'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    // The day of the start in the shop's time zone, written by the code (the zone is a preference).
    date: date('date', { mode: 'string' }).notNull(),
    // Closed by the server after the shop's limit, not by a person: to review (cleared on save).
    autoClosed: boolean('auto_closed').notNull().default(false),
    editedById: integer('edited_by_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'timelogs_user_fk', columns: [t.accountId, t.userId], foreignColumns: [users.accountId, users.id] }),
    foreignKey({ name: 'timelogs_edited_by_fk', columns: [t.accountId, t.editedById], foreignColumns: [users.accountId, users.id] }),
    foreignKey({ name: 'timelogs_worksheet_fk', columns: [t.accountId, t.worksheetId], foreignColumns: [worksheets.accountId, worksheets.id] }),
    check('timelogs_end_after_start', sql`${t.endTime} IS NULL OR ${t.endTime} > ${t.startTime}`),
    check('timelogs_at_most_24_hours', sql`${t.endTime} - ${t.startTime} <= interval '24 hours'`),
    // The composite line key is MATCH SIMPLE: a line without its work order would escape it.
    check('timelogs_line_needs_worksheet', sql`${t.entryId} IS NULL OR ${t.worksheetId} IS NOT NULL`),
    // At most one running clock per person (clock-in closes the previous one first).
    uniqueIndex('timelogs_one_running_per_user_idx')
      .on(t.userId)
      .where(sql`${t.endTime} IS NULL`),
    // The list and the export: newest first.
    index('timelogs_account_start_idx').on(t.accountId, t.startTime.desc(), t.id),
    // One person's time (timesheet, productivity).
    index('timelogs_account_user_start_idx').on(t.accountId, t.userId, t.startTime),
    // A work order's time, and "is a clock running on it" before a DONE move or a deletion.
    index('timelogs_worksheet_idx')
      .on(t.worksheetId)
      .where(sql`${t.worksheetId} IS NOT NULL`),
    index('timelogs_entry_idx')
      .on(t.entryId)
      .where(sql`${t.entryId} IS NOT NULL`),
    // The auto-close job: running clocks by age.
    index('timelogs_running_idx')
      .on(t.startTime)
      .where(sql`${t.endTime} IS NULL`),
  ],
);

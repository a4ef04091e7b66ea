import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Closure, DayHours, EventService } from '@atelier/contracts';
import { accountRef, accounts } from './accounts.js';
import { users } from './users.js';
import { catalogItems } from './workorders.js';

/*
 * Planning and online booking (issue 15). Same shop everywhere by composite foreign keys on
 * (account_id, …), as for time and invoices. Hand-written in the migration (drizzle cannot express
 * them): the two exclusion constraints (no two busy appointments of one bay, or of one technician,
 * overlap), and the `ON DELETE SET NULL (column)` keys that keep an appointment when its customer,
 * vehicle or work order goes.
 */

/** One row per shop that opened its booking settings; absent = the defaults (BOOKING_SETTINGS_DEFAULTS). */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    // The public address /book/{slug}, unique across shops.
    slug: text('slug'),
    mode: text('mode', { enum: ['CONFIRMED', 'REQUEST'] })
      .notNull()
      .default('REQUEST'),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    horizonDays: integer('horizon_days').notNull().default(60),
    // Monday first, seven DayHours (null = closed), validated by bookingSettingsBodySchema.
    hours: jsonb('hours').$type<DayHours[]>().notNull(),
    closures: jsonb('closures').$type<Closure[]>().notNull().default([]),
    mailConfirmation: boolean('mail_confirmation').notNull().default(true),
    mailReminder: boolean('mail_reminder').notNull().default(true),
    mailShopNotification: boolean('mail_shop_notification').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_settings_slug_idx').on(t.slug),
    check('booking_settings_slug_format', sql`${t.slug} IS NULL OR ${t.slug} ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$'`),
    check('booking_settings_slot', sql`${t.slotMinutes} IN (10, 15, 20, 30, 45, 60)`),
    check('booking_settings_notice', sql`${t.minNoticeMinutes} BETWEEN 0 AND 20160`),
    check('booking_settings_horizon', sql`${t.horizonDays} BETWEEN 1 AND 365`),
    check('booking_settings_hours_week', sql`jsonb_typeof(${t.hours}) = 'array' AND jsonb_array_length(${t.hours}) = 7`),
    // Online booking needs its public address.
    check('booking_settings_enabled_slug', sql`NOT ${t.enabled} OR ${t.slug} IS NOT NULL`),
  ],
);

/** The shop's bays (service bays, lifts). Archived rather than deleted once an appointment used one. */
export const bays = pgTable(
  'bays',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bays_account_id_idx').on(t.accountId, t.id), index('bays_account_position_idx').on(t.accountId, t.position, t.id)],
);

/** Technicians who take online appointments (the widget needs one free when the list is not empty). */
export const bookingTechnicians = pgTable(
  'booking_technicians',
  {
    accountId: accountRef(),
    userId: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    foreignKey({ name: 'booking_technicians_user_fk', columns: [t.accountId, t.userId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
  ],
);

/** Catalogue services offered online, with their duration and the price shown (null = the catalogue price). */
export const bookingServices = pgTable(
  'booking_services',
  {
    accountId: accountRef(),
    catalogItemId: integer('catalog_item_id').notNull(),
    minutes: integer('minutes').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    addon: boolean('addon').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.catalogItemId] }),
    foreignKey({ name: 'booking_services_item_fk', columns: [t.accountId, t.catalogItemId], foreignColumns: [catalogItems.accountId, catalogItems.id] }).onDelete(
      'cascade',
    ),
    check('booking_services_minutes', sql`${t.minutes} BETWEEN 5 AND 1440`),
    check('booking_services_price', sql`${t.price} IS NULL OR ${t.price} >= 0`),
  ],
);

/**
 * Appointments (shell §2 /events). status HELD is a widget's hold: it occupies its bay and
 * technician like a booking until hold_expires_at, after which whoever needs the range deletes it
 * in its own transaction (the exclusion constraints cannot read the clock). An online booking
 * turns its hold into REQUESTED or CONFIRMED in place, so it never loses the slot in between.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    status: text('status', { enum: ['HELD', 'REQUESTED', 'CONFIRMED', 'ARRIVED', 'NO_SHOW', 'CANCELED'] }).notNull(),
    source: text('source', { enum: ['SHOP', 'ONLINE'] })
      .notNull()
      .default('SHOP'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    bayId: integer('bay_id'),
    technicianId: integer('technician_id'),
    customerId: integer('customer_id'),
    mechId: integer('mech_id'),
    worksheetId: integer('worksheet_id'),
    title: text('title'),
    notes: text('notes'),
    services: jsonb('services').$type<EventService[]>().notNull().default([]),
    // An online booking's contact and vehicle as typed ({ fullname, email, mobile }; "2019 Honda Civic").
    contact: jsonb('contact').$type<{ fullname: string; email: string | null; mobile: string | null }>(),
    vehicleText: text('vehicle_text'),
    language: text('language', { enum: ['fr', 'en'] }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // SHA-256 (hex) of the secret token of a hold (widget) or of the booking's manage link (mail).
    tokenHash: text('token_hash'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_account_id_idx').on(t.accountId, t.id),
    uniqueIndex('events_token_hash_idx').on(t.tokenHash),
    foreignKey({ name: 'events_bay_fk', columns: [t.accountId, t.bayId], foreignColumns: [bays.accountId, bays.id] }),
    foreignKey({ name: 'events_technician_fk', columns: [t.accountId, t.technicianId], foreignColumns: [users.accountId, users.id] }),
    foreignKey({ name: 'events_created_by_fk', columns: [t.accountId, t.createdById], foreignColumns: [users.accountId, users.id] }),
    check('events_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('events_at_most_14_days', sql`${t.endTime} - ${t.startTime} <= interval '14 days'`),
    // A hold, and only a hold, expires.
    check('events_hold_expiry', sql`(${t.status} = 'HELD') = (${t.holdExpiresAt} IS NOT NULL)`),
    // The calendar's range query.
    index('events_account_start_idx').on(t.accountId, t.startTime, t.endTime),
    // The Planning badge: online bookings not opened yet.
    index('events_unseen_idx')
      .on(t.accountId)
      .where(sql`${t.seenAt} IS NULL AND ${t.source} = 'ONLINE' AND ${t.status} <> 'HELD'`),
    // The reminder job: upcoming bookings not reminded yet.
    index('events_reminder_idx')
      .on(t.startTime)
      .where(sql`${t.reminderSentAt} IS NULL AND ${t.status} IN ('REQUESTED', 'CONFIRMED')`),
    index('events_customer_idx')
      .on(t.customerId)
      .where(sql`${t.customerId} IS NOT NULL`),
    index('events_worksheet_idx')
      .on(t.worksheetId)
      .where(sql`${t.worksheetId} IS NOT NULL`),
  ],
);

/** One-time codes of the widget's identification step (hash only; expiry and attempts counted). */
export const bookingCodes = pgTable(
  'booking_codes',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_codes_account_email_idx').on(t.accountId, t.email, t.createdAt.desc())],
);

/**
 * A person's secret iCalendar address (/api/public/calendar/{token}.ics); a new one replaces the old.
 * The token is kept as is (not hashed) so the person can copy the address again, like a calendar
 * app's private address: it reads one person's appointments and nothing else.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id').primaryKey(),
    accountId: accountRef(),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.token),
    foreignKey({ name: 'calendar_feeds_user_fk', columns: [t.accountId, t.userId], foreignColumns: [users.accountId, users.id] }).onDelete('cascade'),
  ],
);

/*
 * Planning and the public booking widget (issue 15; shell §1 "a public appointment-booking widget",
 * §2 route /events; workshop §2 "Public booking widget", §3 Account usage "bookings").
 *
 * Zod-free on purpose: the booking widget (/book/{slug}, its own bundle of at most 60 KB) imports
 * these constants and the types of booking.ts, never a schema.
 */

/** What the shop sees on an appointment. HELD is internal (a widget's 10-minute hold) and never listed. */
export const EVENT_STATUSES = ['REQUESTED', 'CONFIRMED', 'ARRIVED', 'NO_SHOW', 'CANCELED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** Statuses that occupy their bay and technician (the exclusion constraints' WHERE, plus HELD). */
export const EVENT_BUSY_STATUSES = ['REQUESTED', 'CONFIRMED', 'ARRIVED'] as const satisfies readonly EventStatus[];

/** Who made the appointment: the shop on /events, or a customer through the widget. */
export const EVENT_SOURCES = ['SHOP', 'ONLINE'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** An appointment lasts at most 14 days (a car left for a long job). */
export const EVENT_MAX_DAYS = 14;
/** GET /api/events: from..to spans at most 62 days (a month view with its spill-over weeks). */
export const EVENT_RANGE_MAX_DAYS = 62;
export const EVENT_TITLE_MAX = 200;
export const EVENT_NOTES_MAX = 2000;
export const EVENT_SERVICES_MAX = 20;

/** Booking mode: CONFIRMED = an online booking is confirmed at once; REQUEST = the shop accepts it. */
export const BOOKING_MODES = ['CONFIRMED', 'REQUEST'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** Slot grid of the widget, in minutes (GEM-CAR plans on a 15-minute grid). */
export const BOOKING_SLOT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
export const BOOKING_SLOT_MINUTES_DEFAULT = 30;
/** Minimum notice before an online booking, in minutes (0 … 14 days). */
export const BOOKING_MIN_NOTICE_MAX = 20_160;
export const BOOKING_MIN_NOTICE_DEFAULT = 120;
/** How far ahead customers may book, in days. */
export const BOOKING_HORIZON_MAX = 365;
export const BOOKING_HORIZON_DEFAULT = 60;
/** A chosen slot is held this long while the customer finishes (issue 15). */
export const BOOKING_HOLD_MINUTES = 10;
/** One-time code: 6 digits, valid 10 minutes, 5 attempts. */
export const BOOKING_CODE_LENGTH = 6;
export const BOOKING_CODE_MINUTES = 10;
export const BOOKING_CODE_ATTEMPTS = 5;
/** How many next free slots a refused booking proposes. */
export const BOOKING_NEXT_SLOTS = 3;

/** The shop's public address: /book/{slug}. Lowercase letters, digits and inner dashes, 3 to 60. */
export const BOOKING_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;
export const BOOKING_BAYS_MAX = 50;
export const BOOKING_BAY_NAME_MAX = 60;
export const BOOKING_CLOSURES_MAX = 200;
export const BOOKING_SERVICES_MAX = 100;
/** Duration of an online service, minutes. */
export const BOOKING_SERVICE_MINUTES_MIN = 5;
export const BOOKING_SERVICE_MINUTES_MAX = 1440;

/** `HH:mm`, 00:00 … 23:59 (24:00 is not a time; a shop open until midnight closes at 23:59). */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Years a shop plans in: outside them a date is a typing error (and the time-zone arithmetic of year 0 or 9999 breaks). */
export const PLANNING_YEAR_MIN = 2000;
export const PLANNING_YEAR_MAX = 2199;

/** A `YYYY-MM-DD` that the calendar has (not 2026-02-30 or 2026-13-45), between PLANNING_YEAR_MIN and PLANNING_YEAR_MAX. */
export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < PLANNING_YEAR_MIN || year > PLANNING_YEAR_MAX) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** An ISO date-time with its offset or Z (2026-11-24T13:05:00Z, 2026-11-24T08:05:00-05:00). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO time whose wall-clock fields the calendar has: Date.parse rolls 2026-02-30 over to 2 March
 * and reads 24:00 as the next midnight, so an appointment would land elsewhere silently.
 */
export function isCalendarTime(value: string): boolean {
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts || !isLocalDate(parts[1]!) || Number.isNaN(Date.parse(value))) return false;
  return Number(parts[2]) < 24 && Number(parts[3]) < 60 && Number(parts[4] ?? 0) < 60;
}

/** Public addresses the server uses under /book/ for its own files. */
export const RESERVED_BOOKING_SLUGS = ['embed', 'assets', 'api', 'book', 'static'] as const;

/** Weekdays of `hours`, Monday first (ISO 8601: index 0 = Monday … 6 = Sunday). */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday's opening hours; null = closed that day. A lunch break lies inside open..close. */
export type DayHours = { open: string; close: string; breakStart: string | null; breakEnd: string | null } | null;

/** Default week: Monday to Friday 08:00–17:00 with a 12:00–13:00 break; closed on the weekend. */
export const DEFAULT_WEEK_HOURS: DayHours[] = [
  ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' })),
  null,
  null,
];

/** The iframe's messages to the embed script (postMessage), so it can resize to the content. */
export const BOOKING_EMBED_MESSAGE = 'atelier:booking:height';

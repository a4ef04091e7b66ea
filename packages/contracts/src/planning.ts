import { z } from 'zod';
import {
  BOOKING_BAY_NAME_MAX,
  BOOKING_BAYS_MAX,
  BOOKING_CLOSURES_MAX,
  BOOKING_HORIZON_DEFAULT,
  BOOKING_HORIZON_MAX,
  BOOKING_MIN_NOTICE_DEFAULT,
  BOOKING_MIN_NOTICE_MAX,
  BOOKING_MODES,
  BOOKING_SERVICE_MINUTES_MAX,
  BOOKING_SERVICE_MINUTES_MIN,
  BOOKING_SERVICES_MAX,
  BOOKING_SLOT_MINUTES,
  BOOKING_SLOT_MINUTES_DEFAULT,
  BOOKING_SLUG_PATTERN,
  CLOCK_TIME_PATTERN,
  EVENT_NOTES_MAX,
  EVENT_SERVICES_MAX,
  EVENT_SOURCES,
  EVENT_STATUSES,
  EVENT_TITLE_MAX,
  isCalendarTime,
  isLocalDate,
  RESERVED_BOOKING_SLUGS,
  WEEKDAYS,
} from './booking-constants.js';
import { coercedIntId, INT4_MAX, isWholeCents, MONEY_MAX, optionalText } from './bounds.js';

/*
 * Planning, the shop side (issue 15): appointments ("events", shell §2 route /events) by bay and
 * technician, and the booking settings behind the public widget. Times travel as ISO UTC; the
 * shop's time zone (preferences) turns them into days and hours.
 */

// ——— Booking settings: GET/PUT /api/booking-settings ———

const clockTime = z.string({ error: 'ERR_INVALID_HOURS' }).regex(CLOCK_TIME_PATTERN, 'ERR_INVALID_HOURS');

/** One weekday: open < breakStart < breakEnd < close (both break ends or neither); null = closed. */
export const dayHoursSchema = z
  .object({ open: clockTime, close: clockTime, breakStart: clockTime.nullish().transform((v) => v ?? null), breakEnd: clockTime.nullish().transform((v) => v ?? null) })
  .refine((d) => d.open < d.close, 'ERR_INVALID_HOURS')
  .refine((d) => (d.breakStart === null) === (d.breakEnd === null), 'ERR_INVALID_HOURS')
  .refine((d) => d.breakStart === null || (d.open < d.breakStart && d.breakStart < d.breakEnd! && d.breakEnd! < d.close), 'ERR_INVALID_HOURS')
  .nullable();

const localDate = z.string({ error: 'ERR_INVALID_DATE' }).refine(isLocalDate, 'ERR_INVALID_DATE');

/** A closure or holiday: every day from..to (local dates, inclusive) is closed. */
export const closureSchema = z
  .object({ from: localDate, to: localDate, label: optionalText(120) })
  .refine((c) => c.from <= c.to, { message: 'ERR_INVALID_DATE', path: ['to'] });
export type Closure = z.infer<typeof closureSchema>;

/*
 * The answer's hours and closures, already valid: plain shapes without transforms, because a
 * response schema is encoded (z.encode), which a one-way transform refuses. Same types as above.
 */
const dayHoursViewSchema = z.object({ open: z.string(), close: z.string(), breakStart: z.string().nullable(), breakEnd: z.string().nullable() }).nullable();
const closureViewSchema = z.object({ from: z.string(), to: z.string(), label: z.string().nullable() });

/** A bay: `id` of an existing one, absent for a new one. A bay left out of the list is archived (its past appointments keep it). */
export const bayInputSchema = z.object({
  id: z.number().int().min(1).max(INT4_MAX).nullish(),
  name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(BOOKING_BAY_NAME_MAX, 'ERR_VALIDATION'),
});
export const baySchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type Bay = z.infer<typeof baySchema>;

/** A catalogue service offered online: its duration, and the price shown (null = the catalogue price). `addon`: offered at the "additional service" step. */
export const bookingServiceInputSchema = z.object({
  catalogItemId: z.number({ error: 'ERR_NOT_FOUND' }).int().min(1, 'ERR_NOT_FOUND').max(INT4_MAX, 'ERR_NOT_FOUND'),
  minutes: z
    .number({ error: 'ERR_INVALID_DURATION' })
    .int('ERR_INVALID_DURATION')
    .min(BOOKING_SERVICE_MINUTES_MIN, 'ERR_INVALID_DURATION')
    .max(BOOKING_SERVICE_MINUTES_MAX, 'ERR_INVALID_DURATION'),
  price: z
    .number({ error: 'ERR_INVALID_PRICE' })
    .min(0, 'ERR_INVALID_PRICE')
    .max(MONEY_MAX, 'ERR_INVALID_PRICE')
    .refine(isWholeCents, 'ERR_INVALID_PRICE')
    .nullish()
    .transform((v) => v ?? null),
  addon: z.boolean().default(false),
});
export const bookingServiceSchema = z.object({
  catalogItemId: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  minutes: z.number().int(),
  /** The price set for the widget, null when it shows the catalogue's. */
  price: z.number().nullable(),
  catalogPrice: z.number().nullable(),
  addon: z.boolean(),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const bookingMailsSchema = z.object({
  /** Confirmation to the customer, with the .ics and the cancel/move link. */
  confirmation: z.boolean(),
  /** Reminder to the customer the day before. */
  reminder: z.boolean(),
  /** A mail to the shop for every new online booking. */
  shopNotification: z.boolean(),
});

/** PUT /api/booking-settings: the whole settings (bays, technicians and services replace the current lists). */
export const bookingSettingsBodySchema = z.object({
  enabled: z.boolean(),
  slug: z
    .string({ error: 'ERR_INVALID_SLUG' })
    .trim()
    .toLowerCase()
    .regex(BOOKING_SLUG_PATTERN, 'ERR_INVALID_SLUG')
    .refine((slug) => !(RESERVED_BOOKING_SLUGS as readonly string[]).includes(slug), 'ERR_INVALID_SLUG')
    .nullish()
    .transform((v) => v || null),
  mode: z.enum(BOOKING_MODES, 'ERR_VALIDATION'),
  slotMinutes: z.union(
    BOOKING_SLOT_MINUTES.map((m) => z.literal(m)),
    { error: 'ERR_VALIDATION' },
  ),
  minNoticeMinutes: z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(0, 'ERR_VALIDATION').max(BOOKING_MIN_NOTICE_MAX, 'ERR_VALIDATION'),
  horizonDays: z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(1, 'ERR_VALIDATION').max(BOOKING_HORIZON_MAX, 'ERR_VALIDATION'),
  /** Monday first, seven entries. */
  hours: z.array(dayHoursSchema, { error: 'ERR_INVALID_HOURS' }).length(WEEKDAYS.length, 'ERR_INVALID_HOURS'),
  closures: z.array(closureSchema).max(BOOKING_CLOSURES_MAX, 'ERR_VALIDATION'),
  bays: z.array(bayInputSchema).max(BOOKING_BAYS_MAX, 'ERR_VALIDATION'),
  technicianUuids: z.array(z.uuid('ERR_USER_NOT_FOUND')).max(200, 'ERR_VALIDATION'),
  services: z.array(bookingServiceInputSchema).max(BOOKING_SERVICES_MAX, 'ERR_VALIDATION'),
  mails: bookingMailsSchema,
});
export type BookingSettingsBody = z.infer<typeof bookingSettingsBodySchema>;

export const bookingSettingsSchema = z.object({
  enabled: z.boolean(),
  slug: z.string().nullable(),
  mode: z.enum(BOOKING_MODES),
  slotMinutes: z.number().int(),
  minNoticeMinutes: z.number().int(),
  horizonDays: z.number().int(),
  hours: z.array(dayHoursViewSchema),
  closures: z.array(closureViewSchema),
  /** Active bays first by position, then the archived ones (the calendar still shows their past appointments). */
  bays: z.array(baySchema),
  technicians: z.array(z.object({ uuid: z.uuid(), fullname: z.string() })),
  services: z.array(bookingServiceSchema),
  mails: bookingMailsSchema,
  /** The shop's time zone (preferences), in which hours and closures are read. */
  timezone: z.string(),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** Defaults of a shop that never saved its booking settings. */
export const BOOKING_SETTINGS_DEFAULTS = {
  enabled: false,
  slug: null,
  mode: 'REQUEST',
  slotMinutes: BOOKING_SLOT_MINUTES_DEFAULT,
  minNoticeMinutes: BOOKING_MIN_NOTICE_DEFAULT,
  horizonDays: BOOKING_HORIZON_DEFAULT,
  closures: [],
  mails: { confirmation: true, reminder: true, shopNotification: true },
} as const;

// ——— Appointments: /api/events ———

const isoTime = (requiredCode: 'ERR_STARTTIME_REQUIRED' | 'ERR_ENDTIME_REQUIRED') =>
  z.string({ error: requiredCode }).trim().min(1, requiredCode).refine(isCalendarTime, 'ERR_INVALID_TIME');

/** A requested service on an appointment: a catalogue service (its name and price copied), or free text. */
export const eventServiceInputSchema = z.union(
  [
    z.object({ catalogItemId: z.number().int().min(1, 'ERR_NOT_FOUND').max(INT4_MAX, 'ERR_NOT_FOUND') }).strict(),
    z
      .object({
        name: z.string({ error: 'ERR_NAME_REQUIRED' }).trim().min(1, 'ERR_NAME_REQUIRED').max(200, 'ERR_VALIDATION'),
        minutes: z.number().int().min(0).max(BOOKING_SERVICE_MINUTES_MAX).nullish(),
        price: z.number().min(0).max(MONEY_MAX).refine(isWholeCents, 'ERR_INVALID_PRICE').nullish(),
      })
      .strict(),
  ],
  { error: 'ERR_VALIDATION' },
);
export const eventServiceSchema = z.object({
  catalogItemId: z.number().int().nullable(),
  name: z.string(),
  minutes: z.number().int().nullable(),
  price: z.number().nullable(),
});
export type EventService = z.infer<typeof eventServiceSchema>;

const nullableUuid = (code: 'ERR_NOT_FOUND' | 'ERR_USER_NOT_FOUND') =>
  z
    .union([z.literal(''), z.uuid(code)], { error: code })
    .nullish()
    .transform((v) => v || null);

/** POST /api/events. A bay and a technician are optional; the database refuses two busy appointments of one bay (or one technician) at once. */
export const eventCreateBodySchema = z
  .object({
    start: isoTime('ERR_STARTTIME_REQUIRED'),
    end: isoTime('ERR_ENDTIME_REQUIRED'),
    title: optionalText(EVENT_TITLE_MAX),
    notes: optionalText(EVENT_NOTES_MAX),
    status: z.enum(EVENT_STATUSES, 'ERR_STATUS_REQUIRED').default('CONFIRMED'),
    bayId: z
      .number({ error: 'ERR_NOT_FOUND' })
      .int()
      .min(1, 'ERR_NOT_FOUND')
      .max(INT4_MAX, 'ERR_NOT_FOUND')
      .nullish()
      .transform((v) => v ?? null),
    technicianUuid: nullableUuid('ERR_USER_NOT_FOUND'),
    customerUuid: nullableUuid('ERR_NOT_FOUND'),
    mechUuid: nullableUuid('ERR_NOT_FOUND'),
    services: z.array(eventServiceInputSchema).max(EVENT_SERVICES_MAX, 'ERR_VALIDATION').default([]),
  })
  .strict();
export type EventCreateBody = z.infer<typeof eventCreateBodySchema>;

/** PATCH /api/events/{uuid}: any of the fields (a drag sends start and end, with bayId or technicianUuid when it changed column). */
export const eventPatchBodySchema = z
  .object({
    start: isoTime('ERR_STARTTIME_REQUIRED'),
    end: isoTime('ERR_ENDTIME_REQUIRED'),
    title: optionalText(EVENT_TITLE_MAX),
    notes: optionalText(EVENT_NOTES_MAX),
    status: z.enum(EVENT_STATUSES, 'ERR_STATUS_REQUIRED'),
    bayId: z.number({ error: 'ERR_NOT_FOUND' }).int().min(1, 'ERR_NOT_FOUND').max(INT4_MAX, 'ERR_NOT_FOUND').nullable(),
    technicianUuid: nullableUuid('ERR_USER_NOT_FOUND'),
    customerUuid: nullableUuid('ERR_NOT_FOUND'),
    mechUuid: nullableUuid('ERR_NOT_FOUND'),
    services: z.array(eventServiceInputSchema).max(EVENT_SERVICES_MAX, 'ERR_VALIDATION'),
  })
  .partial()
  .strict();
export type EventPatchBody = z.infer<typeof eventPatchBodySchema>;

export const eventSchema = z.object({
  uuid: z.uuid(),
  start: z.string(),
  end: z.string(),
  status: z.enum(EVENT_STATUSES),
  source: z.enum(EVENT_SOURCES),
  title: z.string().nullable(),
  notes: z.string().nullable(),
  bay: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  technician: z.object({ uuid: z.uuid(), fullname: z.string() }).nullable(),
  customer: z.object({ uuid: z.uuid(), fullname: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }).nullable(),
  /** The vehicle on file, with its display name (workshop §3: year + make + model). */
  mech: z.object({ uuid: z.uuid(), name: z.string(), license: z.string().nullable(), serialNumber: z.string().nullable() }).nullable(),
  /** What an online booking said of its vehicle when no vehicle could be filed ("2019 Honda Civic"). */
  vehicleText: z.string().nullable(),
  /** The contact an online booking gave (name, email, mobile), as typed. */
  contact: z.object({ fullname: z.string(), email: z.string().nullable(), mobile: z.string().nullable() }).nullable(),
  services: z.array(eventServiceSchema),
  /** The work order made from it (POST /api/events/{uuid}/worksheet). */
  worksheet: z.object({ uuid: z.uuid(), worksheetId: z.number().int() }).nullable(),
  /** An online booking the shop has not opened yet (the Planning badge). */
  unseen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanningEvent = z.infer<typeof eventSchema>;

/** GET /api/events?from&to: every appointment overlapping [from, to) (at most EVENT_RANGE_MAX_DAYS), filters optional. */
export const eventListQuerySchema = z.object({
  from: isoTime('ERR_STARTTIME_REQUIRED'),
  to: isoTime('ERR_ENDTIME_REQUIRED'),
  bayId: coercedIntId().optional(),
  technicianUuid: z.uuid('ERR_USER_NOT_FOUND').optional(),
  customerUuid: z.uuid('ERR_NOT_FOUND').optional(),
  /** Comma-separated statuses; default every status. */
  status: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : undefined))
    .pipe(z.array(z.enum(EVENT_STATUSES, 'ERR_VALIDATION')).optional()),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
export const eventListSchema = z.object({ list: z.array(eventSchema) });
export const eventParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });
export const deletedEventSchema = z.object({ uuid: z.uuid() });

/** POST /api/events/{uuid}/worksheet: the work order made from the appointment, and the appointment now linked to it. */
export const eventWorksheetResultSchema = z.object({ event: eventSchema, worksheet: z.object({ uuid: z.uuid(), worksheetId: z.number().int() }) });

/** GET /api/events/unseen: online bookings the shop has not seen yet (badge on the Planning entry). */
export const unseenEventsSchema = z.object({ count: z.number().int(), latest: z.array(eventSchema) });

/** POST /api/events/seen: marks the shop's unseen online bookings seen, or only `uuids`; answers how many stay unseen. */
export const eventsSeenBodySchema = z
  .object({ uuids: z.array(z.uuid('ERR_NOT_FOUND')).max(200, 'ERR_VALIDATION').optional() })
  .strict()
  .nullish();
export type EventsSeenBody = z.infer<typeof eventsSeenBodySchema>;
export const eventsSeenResultSchema = z.object({ count: z.number().int() });

/** GET /api/events/feed: the caller's secret iCalendar address; POST /api/events/feed makes a new one (the old stops working). */
export const calendarFeedSchema = z.object({ url: z.string() });

import { z } from 'zod';
import {
  BOOKING_CODE_LENGTH,
  BOOKING_MODES,
  BOOKING_SLUG_PATTERN,
  EVENT_NOTES_MAX,
  EVENT_SERVICES_MAX,
  EVENT_STATUSES,
  isCalendarTime,
  isLocalDate,
} from './booking-constants.js';
import { INT4_MAX } from './bounds.js';
import { emailSchema, mobileSchema } from './customers.js';
import { VIN_PATTERN } from './vin.js';

/*
 * The public booking widget's calls (issue 15; workshop §2 "Public booking widget": services,
 * identification, date and time, vehicle, additional service, review, confirmation; §7 "The booking
 * widget's calls: not shown", designed here). No account: a shop is named by its slug, a booking by
 * the secret token of its confirmation mail. Nothing of another customer or another shop is
 * readable through them. The widget imports only the types of this file (its bundle stays small);
 * the server validates with the schemas.
 */

export const bookingSlugParamsSchema = z.object({ slug: z.string().trim().toLowerCase().regex(BOOKING_SLUG_PATTERN, 'ERR_NOT_FOUND') });
/** The manage token of a booking (43 base64url characters, 32 random bytes). */
export const bookingTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'ERR_NOT_FOUND') });

/** A service of the widget: the catalogue service with its duration and the price shown (null: on estimate). */
export const publicServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  minutes: z.number().int(),
  price: z.number().nullable(),
  /** Offered at the "additional service" step rather than the first. */
  addon: z.boolean(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

/** GET /api/public/shops/{slug}: what the widget shows before any choice. 404 ERR_NOT_FOUND when the slug is unknown or online booking is off. */
export const publicShopSchema = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  /** The shop's language, the widget's default when the browser's is neither fr nor en. */
  language: z.enum(['fr', 'en']),
  mode: z.enum(BOOKING_MODES),
  services: z.array(publicServiceSchema),
  /** First and last bookable local dates (minimum notice and horizon applied). */
  firstDate: z.string(),
  lastDate: z.string(),
  /** Local dates with no opening at all (closed weekdays, closures) between firstDate and lastDate: greyed in the date picker. */
  closedDates: z.array(z.string()),
  /** The taxes of the estimate (name and rate in percent), applied on the services' prices. */
  taxes: z.array(z.object({ name: z.string(), rate: z.number() })),
});
export type PublicShop = z.infer<typeof publicShopSchema>;

const serviceIds = z
  .string({ error: 'ERR_SERVICES_REQUIRED' })
  .trim()
  .min(1, 'ERR_SERVICES_REQUIRED')
  .max(400, 'ERR_VALIDATION')
  .transform((v) => v.split(',').map(Number))
  .pipe(z.array(z.number().int().min(1).max(INT4_MAX), { error: 'ERR_VALIDATION' }).min(1, 'ERR_SERVICES_REQUIRED').max(EVENT_SERVICES_MAX, 'ERR_VALIDATION'));

const localDate = z.string({ error: 'ERR_INVALID_DATE' }).refine(isLocalDate, 'ERR_INVALID_DATE');

/** GET /api/public/shops/{slug}/availability?date=YYYY-MM-DD&services=1,2 */
export const availabilityQuerySchema = z.object({ date: localDate, services: serviceIds });

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** The start on the shop's clock, `HH:mm`. */
  time: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/**
 * Only real availability: opening hours ∩ a free bay (and a free technician when the shop names
 * some) − appointments − holds − closures, in the shop's time zone, minimum notice and horizon
 * respected. `nextDate`: the next local date with a free slot when this one has none (null past the horizon).
 */
export const availabilitySchema = z.object({
  date: z.string(),
  timezone: z.string(),
  minutes: z.number().int(),
  slots: z.array(slotSchema),
  nextDate: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

const isoTime = z.string({ error: 'ERR_STARTTIME_REQUIRED' }).trim().min(1, 'ERR_STARTTIME_REQUIRED').refine(isCalendarTime, 'ERR_INVALID_TIME');

const serviceIdList = z
  .array(z.number({ error: 'ERR_VALIDATION' }).int().min(1).max(INT4_MAX), { error: 'ERR_SERVICES_REQUIRED' })
  .min(1, 'ERR_SERVICES_REQUIRED')
  .max(EVENT_SERVICES_MAX, 'ERR_VALIDATION');

/** POST /api/public/shops/{slug}/holds: hold a slot BOOKING_HOLD_MINUTES while the customer finishes. `replace`: the token of the visitor's previous hold, released. */
export const holdBodySchema = z.object({
  start: isoTime,
  services: serviceIdList,
  replace: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .nullish()
    .transform((v) => v ?? null),
});

/** The price estimate of the review step, computed by the server with the shop's taxes. Null amounts when a service has no price (on estimate). */
export const estimateSchema = z.object({
  subtotal: z.number(),
  taxes: z.array(z.object({ name: z.string(), rate: z.number(), amount: z.number() })),
  total: z.number(),
  /** Some service is priced on estimate: the total is a minimum. */
  partial: z.boolean(),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const holdSchema = z.object({ token: z.string(), start: z.string(), end: z.string(), expiresAt: z.string(), estimate: estimateSchema });
export type Hold = z.infer<typeof holdSchema>;

/**
 * A refused hold or booking (409 ERR_SLOT_TAKEN) lists the next free slots in its error object's
 * details: `{ field: 'nextSlot', message: '<ISO start>' }`, at most BOOKING_NEXT_SLOTS.
 */
export const NEXT_SLOT_DETAIL_FIELD = 'nextSlot';

/** POST /api/public/shops/{slug}/codes: a one-time code by email. Always 202 with the same body, whether or not the address is a customer (no enumeration). */
export const codeRequestBodySchema = z.object({ email: emailSchema.pipe(z.string({ error: 'ERR_INVALID_EMAIL' })), altcha: z.string().max(4000).nullish() });
export const codeRequestResultSchema = z.object({ sent: z.literal(true), expiresAt: z.string() });

/** POST /api/public/shops/{slug}/codes/verify: the code → an identity for this booking (30 minutes) and the customer's vehicles. */
export const codeVerifyBodySchema = z.object({
  email: emailSchema.pipe(z.string({ error: 'ERR_INVALID_EMAIL' })),
  code: z
    .string({ error: 'ERR_INVALID_CODE' })
    .trim()
    .regex(new RegExp(`^\\d{${BOOKING_CODE_LENGTH}}$`), 'ERR_INVALID_CODE'),
});
export const codeVerifyResultSchema = z.object({
  identity: z.string(),
  /** The customer of this shop with that email, null when there is none yet (one is created at booking). */
  customer: z.object({ fullname: z.string(), mobile: z.string().nullable() }).nullable(),
  vehicles: z.array(z.object({ uuid: z.uuid(), name: z.string(), license: z.string().nullable() })),
});
export type CodeVerifyResult = z.infer<typeof codeVerifyResultSchema>;

/** The vehicle step: one of the identified customer's vehicles, a VIN (decoded offline), or make, model and year as typed. */
export const bookingVehicleSchema = z.union(
  [
    z.object({ mechUuid: z.uuid('ERR_NOT_FOUND') }).strict(),
    z.object({ vin: z.string().trim().toUpperCase().regex(VIN_PATTERN, 'ERR_INVALID_VIN'), license: z.string().trim().max(20).nullish() }).strict(),
    z
      .object({
        make: z.string({ error: 'ERR_MAKEID_REQUIRED' }).trim().min(1, 'ERR_MAKEID_REQUIRED').max(80, 'ERR_VALIDATION'),
        model: z.string({ error: 'ERR_MODELID_REQUIRED' }).trim().min(1, 'ERR_MODELID_REQUIRED').max(80, 'ERR_VALIDATION'),
        year: z.number({ error: 'ERR_INVALID_YEAR' }).int('ERR_INVALID_YEAR').min(1900, 'ERR_INVALID_YEAR').max(2100, 'ERR_INVALID_YEAR').nullish(),
        license: z.string().trim().max(20).nullish(),
      })
      .strict(),
  ],
  { error: 'ERR_MECH_DETAILS_REQUIRED' },
);
export type BookingVehicle = z.infer<typeof bookingVehicleSchema>;

/**
 * POST /api/public/shops/{slug}/bookings. With `hold` the held slot is booked; without, the slot is
 * taken if still free. The database decides: of 20 parallel bookings of the last free slot exactly
 * one succeeds, the others get 409 ERR_SLOT_TAKEN with the next free slots. `website` is a honeypot
 * (must stay empty); `altcha` the solved proof-of-work challenge (GET …/challenge).
 */
export const bookingBodySchema = z.object({
  start: isoTime,
  services: serviceIdList,
  hold: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'ERR_HOLD_EXPIRED')
    .nullish()
    .transform((v) => v ?? null),
  fullname: z.string({ error: 'ERR_FULLNAME_REQUIRED' }).trim().min(1, 'ERR_FULLNAME_REQUIRED').max(120, 'ERR_VALIDATION'),
  email: emailSchema,
  mobile: mobileSchema,
  /** From codes/verify: links the booking to the customer with that email. */
  identity: z.string().max(1000).nullish(),
  vehicle: bookingVehicleSchema,
  notes: z
    .string()
    .trim()
    .max(EVENT_NOTES_MAX, 'ERR_VALIDATION')
    .nullish()
    .transform((v) => v || null),
  language: z.enum(['fr', 'en']).default('fr'),
  website: z.string().max(200).nullish(),
  altcha: z.string().max(4000).nullish(),
});
export type BookingBody = z.input<typeof bookingBodySchema>;

/** A booking as its customer sees it (confirmation step, the manage page of the mail's link). */
export const publicBookingSchema = z.object({
  status: z.enum(EVENT_STATUSES),
  start: z.string(),
  end: z.string(),
  services: z.array(z.object({ name: z.string(), minutes: z.number().int().nullable(), price: z.number().nullable() })),
  vehicle: z.string().nullable(),
  fullname: z.string(),
  shop: z.object({ slug: z.string(), name: z.string(), phone: z.string().nullable(), address: z.string().nullable(), timezone: z.string() }),
  /** False once the appointment is past, canceled, or within the minimum notice: then only a phone call changes it. */
  changeable: z.boolean(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;

/** 201 of POST …/bookings: the booking and its manage token (also in the confirmation mail's link /book/{slug}?booking={token}). */
export const bookingCreatedSchema = z.object({ token: z.string(), booking: publicBookingSchema });

/** PATCH /api/public/bookings/{token}: move to another free slot (same services). DELETE cancels. */
export const bookingMoveBodySchema = z.object({ start: isoTime, altcha: z.string().max(4000).nullish() });

/** GET /api/public/shops/{slug}/challenge: an ALTCHA proof-of-work challenge (self-hosted, no third party). */
export const challengeSchema = z.object({ algorithm: z.string(), challenge: z.string(), maxnumber: z.number().int(), salt: z.string(), signature: z.string() });
export type Challenge = z.infer<typeof challengeSchema>;

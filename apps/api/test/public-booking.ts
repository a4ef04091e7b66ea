import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, BOOKING_NEXT_SLOTS, NEXT_SLOT_DETAIL_FIELD, type DayHours } from '@atelier/contracts';
import { bays, bookingServices, bookingSettings, catalogItems } from '../src/db/schema/index.js';
import { createChallenge } from '../src/modules/booking-guard/human-check.js';
import { addDays } from '../src/modules/booking/availability.js';
import { dayIn } from '../src/modules/timelog/shop-time.js';
import { solveAltcha } from './altcha.js';
import { bookingShop } from './booking-shop.js';
import { uniqueIp } from './fixtures.js';
import type { TestApp } from './test-app.js';

export const ZONE = 'America/Toronto';

type ShopOptions = {
  bays?: number;
  /** Every day the same hours (default 08:00–17:00 with a 12:00–13:00 break). */
  day?: DayHours;
  settings?: Partial<typeof bookingSettings.$inferInsert>;
  /** Minutes of the main service (default 60). */
  minutes?: number;
};

/**
 * A shop taking online bookings in Toronto every day: `bays` bays, a priced 60-minute service
 * ("Vidange", 89.95, catalogue price 99.00) and an unpriced 30-minute add-on, the default taxes of
 * a new shop, no minimum notice.
 */
export async function publicShop(t: TestApp, options: ShopOptions = {}) {
  const day = options.day === undefined ? { open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' } : options.day;
  const shop = await bookingShop(t, { minNoticeMinutes: 0, hours: Array.from({ length: 7 }, () => day), ...options.settings });
  const { accountId } = shop;
  await t.db.execute(sql`UPDATE accounts SET preferences = jsonb_set(preferences, '{dateTime,timezone}', to_jsonb(${ZONE}::text)) WHERE id = ${accountId}`);
  const bayRows = await t.db
    .insert(bays)
    .values(Array.from({ length: options.bays ?? 1 }, (_, i) => ({ accountId, name: `Baie ${i + 1}`, position: i })))
    .returning({ id: bays.id });
  const [service, addon] = await t.db
    .insert(catalogItems)
    .values([
      { accountId, kind: 'SERVICE', name: 'Vidange', price: '99.00' },
      { accountId, kind: 'SERVICE', name: 'Inspection', price: null },
    ])
    .returning({ id: catalogItems.id });
  await t.db.insert(bookingServices).values([
    { accountId, catalogItemId: service!.id, minutes: options.minutes ?? 60, price: '89.95', position: 0 },
    { accountId, catalogItemId: addon!.id, minutes: 30, price: null, addon: true, position: 1 },
  ]);
  return { ...shop, bayIds: bayRows.map((b) => b.id), serviceId: service!.id, addonId: addon!.id };
}
export type PublicShopFixture = Awaited<ReturnType<typeof publicShop>>;

/** A local date `days` ahead of today in Toronto. */
export const localDate = (days: number) => addDays(dayIn(new Date(), ZONE), days);

/** The instant of `HH:mm` on a local date in Toronto (as the slot's `start`). */
export async function startAt(t: TestApp, date: string, time: string): Promise<string> {
  const { rows } = await t.db.execute<{ at: string }>(
    sql`SELECT to_char((${`${date} ${time}`}::timestamp AT TIME ZONE ${ZONE}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`,
  );
  return rows[0]!.at;
}

/** A solved proof-of-work, as the widget sends it. */
export async function altcha(t: TestApp): Promise<string> {
  return solveAltcha(await createChallenge(t.config));
}

export function bookingBody(shop: PublicShopFixture, start: string, overrides: Record<string, unknown> = {}) {
  return {
    start,
    services: [shop.serviceId],
    fullname: 'Julie Client',
    email: 'julie@client.test',
    mobile: null,
    vehicle: { make: 'Honda', model: 'Civic', year: 2019 },
    language: 'fr',
    ...overrides,
  };
}

/** POST …/bookings from a new address (the rate limits count per IP), with a fresh solved challenge unless the body has one. */
export async function book(t: TestApp, slug: string, body: Record<string, unknown>, ip = uniqueIp()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${slug}/bookings`,
    remoteAddress: ip,
    payload: { altcha: await altcha(t), ...body },
  });
}

export function hold(t: TestApp, slug: string, body: Record<string, unknown>, ip = uniqueIp()) {
  return t.app.inject({ method: 'POST', url: `/api/public/shops/${slug}/holds`, remoteAddress: ip, payload: body });
}

export function availability(t: TestApp, slug: string, date: string, services: number[], ip = uniqueIp()) {
  return t.app.inject({ method: 'GET', url: `/api/public/shops/${slug}/availability?date=${date}&services=${services.join(',')}`, remoteAddress: ip });
}

/** The times (HH:mm) the widget would offer that day. */
export async function freeTimes(t: TestApp, slug: string, date: string, services: number[]): Promise<string[]> {
  const response = await availability(t, slug, date, services);
  if (response.statusCode !== 200) throw new Error(`availability: ${response.statusCode} ${response.body}`);
  return (response.json().data.slots as { time: string }[]).map((s) => s.time);
}

/** An appointment the shop made (as /events writes it): busy, on a bay. */
export async function shopAppointment(t: TestApp, accountId: number, bayId: number, start: string, end: string, status = 'CONFIRMED') {
  await t.db.execute(sql`INSERT INTO events (account_id, status, source, start_time, end_time, bay_id, title)
    VALUES (${accountId}, ${status}, 'SHOP', ${start}::timestamptz, ${end}::timestamptz, ${bayId}, 'Atelier')`);
}

export async function eventRows(t: TestApp, accountId: number) {
  const { rows } = await t.db.execute<{
    id: number;
    status: string;
    source: string;
    start_time: string;
    bay_id: number | null;
    customer_id: number | null;
    mech_id: number | null;
    vehicle_text: string | null;
    contact: unknown;
    token_hash: string | null;
  }>(
    sql`SELECT id, status, source, to_char(start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start_time, bay_id, customer_id, mech_id, vehicle_text, contact, token_hash
        FROM events WHERE account_id = ${accountId} ORDER BY id`,
  );
  return rows;
}

/**
 * 409 ERR_SLOT_TAKEN: the error object whose details are the next free slots (field nextSlot, the
 * ISO start as message, as the contract says), at most BOOKING_NEXT_SLOTS. Answers their starts.
 */
export function expectSlotTaken(response: LightMyRequestResponse): string[] {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 409 });
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({ type: 'CONFLICT', message: 'ERR_SLOT_TAKEN' });
  expect(body.details.length).toBeLessThanOrEqual(BOOKING_NEXT_SLOTS);
  for (const detail of body.details) {
    expect(detail.field).toBe(NEXT_SLOT_DETAIL_FIELD);
    expect(new Date(detail.message).toISOString()).toBe(detail.message);
  }
  return body.details.map((d) => d.message);
}

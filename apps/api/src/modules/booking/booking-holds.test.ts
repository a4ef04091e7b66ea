import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_HOLD_MINUTES } from '@atelier/contracts';
import { book, bookingBody, eventRows, expectSlotTaken, freeTimes, hold, localDate, publicShop, shopAppointment, startAt } from '../../../test/public-booking.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Moves a hold's clock: its expiry is now in the past. */
const expire = (token: string) =>
  t.db.execute(sql`UPDATE events SET hold_expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);

describe('POST /api/public/shops/{slug}/holds', () => {
  it('holds the slot ten minutes with the estimate (booking price, the shop’s taxes), and the slot leaves the availability', async () => {
    const shop = await publicShop(t);
    const date = localDate(4);
    const start = await startAt(t, date, '09:00');
    const response = await hold(t, shop.slug, { start, services: [shop.serviceId, shop.addonId] });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.start).toBe(start);
    // 60 + 30 minutes.
    expect(data.end).toBe(await startAt(t, date, '10:30'));
    const minutesLeft = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(BOOKING_HOLD_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(BOOKING_HOLD_MINUTES);
    // 89.95 (the booking price, not the catalogue's 99.00); the add-on has no price: partial.
    expect(data.estimate.subtotal).toBe(89.95);
    expect(data.estimate.partial).toBe(true);
    const taxSum = data.estimate.taxes.reduce((sum: number, tax: { amount: number }) => sum + tax.amount, 0);
    expect(data.estimate.total).toBeCloseTo(89.95 + taxSum, 2);
    const rows = await eventRows(t, shop.accountId);
    expect(rows).toMatchObject([{ status: 'HELD', source: 'ONLINE', start_time: start }]);
    // The token is stored hashed only.
    expect(rows[0]!.token_hash).not.toBe(data.token);
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).not.toContain('09:00');
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).toContain('10:30');
  });

  it('a live hold blocks others but not its owner: `replace` moves it, and booking with it keeps the same row', async () => {
    const shop = await publicShop(t);
    const date = localDate(4);
    const start = await startAt(t, date, '09:00');
    const first = (await hold(t, shop.slug, { start, services: [shop.serviceId] })).json().data;
    expectSlotTaken(await hold(t, shop.slug, { start, services: [shop.serviceId] }));
    // The owner holds it again (e.g. back from the next step): the previous hold is replaced.
    const again = await hold(t, shop.slug, { start, services: [shop.serviceId], replace: first.token });
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json().data;
    expect((await eventRows(t, shop.accountId)).filter((e) => e.status === 'HELD')).toHaveLength(1);
    // The first token no longer holds anything.
    expectApiError(await book(t, shop.slug, bookingBody(shop, start, { hold: first.token })), 409, 'ERR_HOLD_EXPIRED');
    const booked = await book(t, shop.slug, bookingBody(shop, start, { hold: second.token }));
    expect(booked.statusCode, booked.body).toBe(201);
    const rows = await eventRows(t, shop.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'REQUESTED', start_time: start });
    const held = await t.db.execute<{ hold_expires_at: string | null }>(sql`SELECT hold_expires_at FROM events WHERE id = ${rows[0]!.id}`);
    expect(held.rows[0]!.hold_expires_at).toBeNull();
  });

  it('an expired hold frees the slot: another customer holds it, the expired row is gone, and its owner gets 409 ERR_HOLD_EXPIRED', async () => {
    const shop = await publicShop(t);
    const date = localDate(4);
    const start = await startAt(t, date, '14:00');
    const first = (await hold(t, shop.slug, { start, services: [shop.serviceId] })).json().data;
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).not.toContain('14:00');
    await expire(first.token);
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).toContain('14:00');
    expectApiError(await book(t, shop.slug, bookingBody(shop, start, { hold: first.token })), 409, 'ERR_HOLD_EXPIRED');
    const other = await hold(t, shop.slug, { start, services: [shop.serviceId] });
    expect(other.statusCode, other.body).toBe(201);
    const rows = await eventRows(t, shop.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('HELD');
    expectApiError(await book(t, shop.slug, bookingBody(shop, start, { hold: first.token })), 409, 'ERR_HOLD_EXPIRED');
  });

  it('an expired hold does not stop a direct booking of its slot', async () => {
    const shop = await publicShop(t);
    const start = await startAt(t, localDate(4), '15:00');
    const first = (await hold(t, shop.slug, { start, services: [shop.serviceId] })).json().data;
    expectSlotTaken(await book(t, shop.slug, bookingBody(shop, start)));
    await expire(first.token);
    const booked = await book(t, shop.slug, bookingBody(shop, start));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await eventRows(t, shop.accountId)).map((e) => e.status)).toEqual(['REQUESTED']);
  });

  it('a hold must match the booking: another start or other services → 409 ERR_HOLD_EXPIRED', async () => {
    const shop = await publicShop(t);
    const start = await startAt(t, localDate(4), '09:00');
    const token = (await hold(t, shop.slug, { start, services: [shop.serviceId] })).json().data.token;
    expectApiError(await book(t, shop.slug, bookingBody(shop, await startAt(t, localDate(4), '10:00'), { hold: token })), 409, 'ERR_HOLD_EXPIRED');
    expectApiError(await book(t, shop.slug, bookingBody(shop, start, { hold: token, services: [shop.serviceId, shop.addonId] })), 409, 'ERR_HOLD_EXPIRED');
    expect((await eventRows(t, shop.accountId)).map((e) => e.status)).toEqual(['HELD']);
  });
});

describe('GET /api/public/shops/{slug}/availability', () => {
  it('respects an appointment the shop made on /events, across the lunch break, and a work spanning the break', async () => {
    const shop = await publicShop(t);
    const date = localDate(6);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: shop.session.auth,
      payload: { start: await startAt(t, date, '13:00'), end: await startAt(t, date, '14:00'), bayId: shop.bayIds[0], title: 'Freins' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const response = await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug}/availability?date=${date}&services=${shop.serviceId}` });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ date, timezone: 'America/Toronto', minutes: 60, nextDate: null });
    const times = data.slots.map((s: { time: string }) => s.time);
    // 11:30 + 60 min spans the break into 13:00–13:30: taken; 13:00 and 13:30 too.
    expect(times).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '14:00', '14:30', '15:00', '15:30', '16:00']);
    // A canceled appointment frees its time.
    const canceled = await t.app.inject({ method: 'PATCH', url: `/api/events/${made.json().data.uuid}`, headers: shop.session.auth, payload: { status: 'CANCELED' } });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).toContain('13:00');
  });

  it('nextDate: the next day with a free slot when the day has none; closures and closed days skipped', async () => {
    const date = localDate(3);
    const shop = await publicShop(t, {
      day: { open: '08:00', close: '09:00', breakStart: null, breakEnd: null },
      settings: { closures: [{ from: localDate(4), to: localDate(5), label: 'Congé' }] },
    });
    await shopAppointment(t, shop.accountId, shop.bayIds[0]!, await startAt(t, date, '08:00'), await startAt(t, date, '09:00'));
    const response = await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug}/availability?date=${date}&services=${shop.serviceId}` });
    expect(response.json().data).toMatchObject({ slots: [], nextDate: localDate(6) });
  });

  it('past the horizon there is nothing, and no next date', async () => {
    const shop = await publicShop(t, { settings: { horizonDays: 10 } });
    const response = await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug}/availability?date=${localDate(11)}&services=${shop.serviceId}` });
    expect(response.json().data).toMatchObject({ slots: [], nextDate: null });
    expect(await freeTimes(t, shop.slug, localDate(10), [shop.serviceId])).not.toEqual([]);
  });
});

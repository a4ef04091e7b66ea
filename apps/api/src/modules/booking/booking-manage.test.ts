import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBookingSchema, publicShopSchema } from '@atelier/contracts';
import { book, bookingBody, eventRows, expectSlotTaken, freeTimes, hold, localDate, publicShop, startAt } from '../../../test/public-booking.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { uniqueIp } from '../../../test/fixtures.js';

let t: TestApp;
/** The jobs the routes queued (the booking mails), in order. */
const queued: { name: string; data?: object }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { send: async (name, data) => (queued.push({ name, data }), null) } });
});
afterAll(async () => {
  await t.close();
});

const manage = (method: 'GET' | 'PATCH' | 'DELETE', token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/public/bookings/${token}`, remoteAddress: uniqueIp(), ...(payload ? { payload } : {}) });

describe('GET /api/public/shops/{slug}', () => {
  it('names the shop from its brand and lists its online services at the price shown, its taxes and its window', async () => {
    const shop = await publicShop(t, { settings: { horizonDays: 30, closures: [{ from: localDate(2), to: localDate(2), label: null }] } });
    await t.db.execute(
      sql`UPDATE brands SET address = ${JSON.stringify({ type: 'BILLING', name: 'Garage Tremblay', street_number: '12', address_line_1: 'rue Principale', address_line_2: null, city: 'Laval', region: 'QC', country: 'CA', postcode: 'H7N 1A1' })}::jsonb, mobile = '4505550100' WHERE account_id = ${shop.accountId}`,
    );
    const response = await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug.toUpperCase()}`, remoteAddress: uniqueIp() });
    expect(response.statusCode, response.body).toBe(200);
    const data = publicShopSchema.parse(response.json().data);
    expect(data).toMatchObject({
      slug: shop.slug,
      name: 'Garage Tremblay',
      phone: '4505550100',
      address: '12 rue Principale, Laval (QC) H7N 1A1',
      timezone: 'America/Toronto',
      mode: 'REQUEST',
    });
    expect(data.services).toEqual([
      { id: shop.serviceId, name: 'Vidange', description: null, minutes: 60, price: 89.95, addon: false },
      { id: shop.addonId, name: 'Inspection', description: null, minutes: 30, price: null, addon: true },
    ]);
    expect(data.firstDate).toBe(localDate(0));
    expect(data.lastDate).toBe(localDate(30));
    expect(data.closedDates).toEqual([localDate(2)]);
    expect(data.taxes.length).toBeGreaterThan(0);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('a deleted catalogue item is no longer offered; an unknown slug or booking turned off → 404', async () => {
    const shop = await publicShop(t);
    await t.db.execute(sql`UPDATE catalog_items SET deleted_at = now() WHERE id = ${shop.addonId}`);
    const data = (await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug}`, remoteAddress: uniqueIp() })).json().data;
    expect(data.services.map((s: { id: number }) => s.id)).toEqual([shop.serviceId]);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/public/shops/no-such-garage', remoteAddress: uniqueIp() }), 404, 'ERR_NOT_FOUND');
    await t.db.execute(sql`UPDATE booking_settings SET enabled = false WHERE account_id = ${shop.accountId}`);
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug}`, remoteAddress: uniqueIp() }), 404, 'ERR_NOT_FOUND');
    expectApiError(
      await t.app.inject({ method: 'GET', url: `/api/public/shops/${shop.slug}/availability?date=${localDate(3)}&services=${shop.serviceId}` }),
      404,
      'ERR_NOT_FOUND',
    );
  });
});

describe('POST /api/public/shops/{slug}/bookings', () => {
  it('books directly: 201 with the manage token and the booking as typed; CONFIRMED mode confirms at once', async () => {
    const shop = await publicShop(t, { settings: { mode: 'CONFIRMED' } });
    const start = await startAt(t, localDate(3), '10:00');
    const response = await book(t, shop.slug, bookingBody(shop, start, { notes: 'Bruit au freinage' }));
    expect(response.statusCode, response.body).toBe(201);
    const { token, booking } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(publicBookingSchema.parse(booking)).toMatchObject({
      status: 'CONFIRMED',
      start,
      end: await startAt(t, localDate(3), '11:00'),
      services: [{ name: 'Vidange', minutes: 60, price: 89.95 }],
      vehicle: '2019 Honda Civic',
      fullname: 'Julie Client',
      changeable: true,
    });
    const [row] = await eventRows(t, shop.accountId);
    expect(row).toMatchObject({ status: 'CONFIRMED', source: 'ONLINE', vehicle_text: '2019 Honda Civic', mech_id: null });
    expect(row!.contact).toEqual({ fullname: 'Julie Client', email: 'julie@client.test', mobile: null });
    expect(row!.customer_id).not.toBeNull();
  });

  it('refuses without email nor mobile (422), a filled honeypot or no proof-of-work (400 ERR_CHALLENGE_FAILED), writing nothing', async () => {
    const shop = await publicShop(t);
    const start = await startAt(t, localDate(3), '10:00');
    const queuedBefore = queued.length;
    expectApiError(await book(t, shop.slug, bookingBody(shop, start, { email: null, mobile: null })), 422, 'ERR_CUSTOMER_DETAILS_REQUIRED');
    expectApiError(await book(t, shop.slug, bookingBody(shop, start, { website: 'http://spam.test' })), 400, 'ERR_CHALLENGE_FAILED');
    expectApiError(await book(t, shop.slug, { ...bookingBody(shop, start), altcha: null }), 400, 'ERR_CHALLENGE_FAILED');
    expect(await eventRows(t, shop.accountId)).toEqual([]);
    expect(queued.length).toBe(queuedBefore);
  });

  it('a start that is not a free slot (off the grid, in the break, in the past) → 409 ERR_SLOT_TAKEN with the next free slots', async () => {
    const shop = await publicShop(t);
    const next = expectSlotTaken(await book(t, shop.slug, bookingBody(shop, await startAt(t, localDate(3), '10:10'))));
    expect(next[0]).toBe(await startAt(t, localDate(3), '10:30'));
    expectSlotTaken(await book(t, shop.slug, bookingBody(shop, await startAt(t, localDate(3), '12:30'))));
    expectSlotTaken(await book(t, shop.slug, bookingBody(shop, await startAt(t, localDate(-1), '10:00'))));
    expect(await eventRows(t, shop.accountId)).toEqual([]);
  });
});

describe('the manage link: GET, PATCH (move), DELETE (cancel) /api/public/bookings/{token}', () => {
  it('reads, moves (the old slot is freed) and cancels (the slot is freed); then it is no longer changeable', async () => {
    const shop = await publicShop(t);
    const date = localDate(3);
    const { token } = (await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '09:00')))).json().data;
    const read = await manage('GET', token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ status: 'REQUESTED', start: await startAt(t, date, '09:00'), changeable: true, shop: { slug: shop.slug } });
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).not.toContain('09:00');

    const moved = await manage('PATCH', token, { start: await startAt(t, date, '14:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ start: await startAt(t, date, '14:00'), end: await startAt(t, date, '15:00') });
    const times = await freeTimes(t, shop.slug, date, [shop.serviceId]);
    expect(times).toContain('09:00');
    expect(times).not.toContain('14:00');
    // Moving onto an overlapping time of its own slot is allowed (it does not block itself).
    expect((await manage('PATCH', token, { start: await startAt(t, date, '14:30') })).statusCode).toBe(200);

    const canceled = await manage('DELETE', token);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'CANCELED', changeable: false });
    // Each change queued its mails, once it was committed.
    const [row] = await eventRows(t, shop.accountId);
    expect(queued.filter((job) => (job.data as { eventId?: number }).eventId === row!.id)).toEqual([
      { name: 'booking-mail', data: { eventId: row!.id, change: 'CREATED' } },
      { name: 'booking-mail', data: { eventId: row!.id, change: 'MOVED' } },
      { name: 'booking-mail', data: { eventId: row!.id, change: 'MOVED' } },
      { name: 'booking-mail', data: { eventId: row!.id, change: 'CANCELED' } },
    ]);
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).toContain('14:30');
    expectApiError(await manage('DELETE', token), 409, 'ERR_BOOKING_NOT_CHANGEABLE');
    expectApiError(await manage('PATCH', token, { start: await startAt(t, date, '10:00') }), 409, 'ERR_BOOKING_NOT_CHANGEABLE');
    expect((await eventRows(t, shop.accountId)).map((e) => e.status)).toEqual(['CANCELED']);
  });

  it('a move onto a taken slot → 409 ERR_SLOT_TAKEN with the next free slots, the booking unchanged', async () => {
    const shop = await publicShop(t);
    const date = localDate(3);
    const mine = (await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '09:00')))).json().data.token;
    expect((await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '10:00'), { email: 'other@client.test' }))).statusCode).toBe(201);
    const next = expectSlotTaken(await manage('PATCH', mine, { start: await startAt(t, date, '10:00') }));
    expect(next[0]).toBe(await startAt(t, date, '11:00'));
    expect((await manage('GET', mine)).json().data.start).toBe(await startAt(t, date, '09:00'));
  });

  it('within the minimum notice it is not changeable: 409 ERR_BOOKING_NOT_CHANGEABLE', async () => {
    const shop = await publicShop(t);
    const { token } = (await book(t, shop.slug, bookingBody(shop, await startAt(t, localDate(3), '09:00')))).json().data;
    await t.db.execute(sql`UPDATE booking_settings SET min_notice_minutes = 20160 WHERE account_id = ${shop.accountId}`);
    expect((await manage('GET', token)).json().data.changeable).toBe(false);
    expectApiError(await manage('DELETE', token), 409, 'ERR_BOOKING_NOT_CHANGEABLE');
  });

  it('a wrong token → 404; a malformed one → 400; a hold’s token opens nothing', async () => {
    const shop = await publicShop(t);
    const holdToken = (await hold(t, shop.slug, { start: await startAt(t, localDate(3), '09:00'), services: [shop.serviceId] })).json().data.token;
    expectApiError(await manage('GET', 'A'.repeat(43)), 404, 'ERR_NOT_FOUND');
    expectApiError(await manage('DELETE', 'A'.repeat(43)), 404, 'ERR_NOT_FOUND');
    expectApiError(await manage('GET', holdToken), 404, 'ERR_NOT_FOUND');
    expectApiError(await manage('DELETE', holdToken), 404, 'ERR_NOT_FOUND');
    expect((await manage('GET', 'short')).statusCode).toBe(400);
    expect((await manage('PATCH', 'A'.repeat(43), { start: 'tomorrow' })).statusCode).toBe(400);
    expect((await eventRows(t, shop.accountId)).map((e) => e.status)).toEqual(['HELD']);
  });
});

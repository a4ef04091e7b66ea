import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIdentity } from '../booking-guard/identity.js';
import { book, bookingBody, eventRows, freeTimes, hold, localDate, publicShop, startAt, type PublicShopFixture } from '../../../test/public-booking.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { uniqueIp } from '../../../test/fixtures.js';

/*
 * Nothing of another customer or another shop is readable or writable through the widget's calls
 * (issue 15): slugs, holds, manage tokens, identities and vehicles stay in their shop; an existing
 * customer is linked by mobile without being revealed nor changed.
 */

let t: TestApp;
let a: PublicShopFixture;
let b: PublicShopFixture;

beforeAll(async () => {
  t = await createTestApp();
  a = await publicShop(t);
  b = await publicShop(t);
});
afterAll(async () => {
  await t.close();
});

async function customer(shop: PublicShopFixture, values: { fullname: string; email: string | null; mobile: string | null }) {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`INSERT INTO customers (account_id, fullname, email, mobile) VALUES (${shop.accountId}, ${values.fullname}, ${values.email}, ${values.mobile}) RETURNING id`,
  );
  return rows[0]!.id;
}

async function vehicleOf(shop: PublicShopFixture, customerId: number, vin: string | null = null) {
  const { rows } = await t.db.execute<{ id: number; uuid: string }>(
    sql`INSERT INTO mechs (account_id, customer_id, serial_number, model_year) VALUES (${shop.accountId}, ${customerId}, ${vin}, 2018) RETURNING id, uuid`,
  );
  return rows[0]!;
}

const identityFor = (shop: PublicShopFixture, email: string) => signIdentity(t.config.jwtSecret, { accountId: shop.accountId, email });

/** The shop's appointments starting at `time` on `date`. */
async function rowsAt(shop: PublicShopFixture, date: string, time: string) {
  const start = await startAt(t, date, time);
  return (await eventRows(t, shop.accountId)).filter((e) => e.start_time === start);
}

async function customerCount(shop: PublicShopFixture) {
  const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers WHERE account_id = ${shop.accountId}`);
  return rows[0]!.n;
}

describe('shops are isolated', () => {
  it('slug A never offers nor books B’s services, and B’s appointments never show in A’s availability', async () => {
    const date = localDate(8);
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/public/shops/${a.slug}/availability?date=${date}&services=${b.serviceId}` }), 400, 'ERR_VALIDATION');
    expectApiError(await hold(t, a.slug, { start: await startAt(t, date, '09:00'), services: [b.serviceId] }), 400, 'ERR_VALIDATION');
    expectApiError(await book(t, a.slug, bookingBody(a, await startAt(t, date, '09:00'), { services: [b.serviceId] })), 400, 'ERR_VALIDATION');
    expect((await book(t, b.slug, bookingBody(b, await startAt(t, date, '09:00')))).statusCode).toBe(201);
    expect(await freeTimes(t, a.slug, date, [a.serviceId])).toContain('09:00');
    expect(await eventRows(t, a.accountId)).toEqual([]);
  });

  it('A’s hold cannot be booked through B’s slug, and is left as it was', async () => {
    const start = await startAt(t, localDate(9), '09:00');
    const token = (await hold(t, a.slug, { start, services: [a.serviceId] })).json().data.token;
    expectApiError(await book(t, b.slug, bookingBody(b, start, { hold: token, services: [a.serviceId] })), 400, 'ERR_VALIDATION');
    expectApiError(await book(t, b.slug, bookingBody(b, start, { hold: token })), 409, 'ERR_HOLD_EXPIRED');
    expect((await eventRows(t, a.accountId)).filter((e) => e.start_time === start).map((e) => e.status)).toEqual(['HELD']);
  });

  it('the manage token of A’s booking opens A’s booking only: it names A, and a forged token opens nothing', async () => {
    const { token } = (await book(t, a.slug, bookingBody(a, await startAt(t, localDate(10), '09:00')))).json().data;
    const read = await t.app.inject({ method: 'GET', url: `/api/public/bookings/${token}`, remoteAddress: uniqueIp() });
    expect(read.json().data.shop.slug).toBe(a.slug);
    const forged = token.slice(0, 42) + (token.endsWith('A') ? 'B' : 'A');
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${forged}`, remoteAddress: uniqueIp() }), 404, 'ERR_NOT_FOUND');
  });
});

describe('customers: linked, never revealed, never duplicated, never changed', () => {
  it('a mobile of an existing customer links the booking to them; the answer carries nothing of the stored customer', async () => {
    const stored = await customer(a, { fullname: 'Secret Personne', email: 'secret@stored.test', mobile: '5145550101' });
    const before = await customerCount(a);
    const response = await book(
      t,
      a.slug,
      bookingBody(a, await startAt(t, localDate(11), '09:00'), { fullname: 'Visiteur', email: 'visiteur@web.test', mobile: '514 555-0101' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toMatch(/Secret|secret@stored/);
    expect(response.json().data.booking.fullname).toBe('Visiteur');
    const [row] = await rowsAt(a, localDate(11), '09:00');
    expect(row!.customer_id).toBe(stored);
    expect(row!.contact).toEqual({ fullname: 'Visiteur', email: 'visiteur@web.test', mobile: '5145550101' });
    expect(await customerCount(a)).toBe(before);
    const { rows } = await t.db.execute<{ fullname: string; email: string }>(sql`SELECT fullname, email FROM customers WHERE id = ${stored}`);
    expect(rows[0]).toEqual({ fullname: 'Secret Personne', email: 'secret@stored.test' });
  });

  it('two first-time bookings with one new mobile at once make one customer', async () => {
    const before = await customerCount(a);
    const date = localDate(12);
    const responses = await Promise.all(
      ['09:00', '10:00', '11:00'].map(async (time) => book(t, a.slug, bookingBody(a, await startAt(t, date, time), { email: null, mobile: '438 555 0199' }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await customerCount(a)).toBe(before + 1);
  });

  it('another shop’s customer with the same mobile is not linked: a new customer of this shop', async () => {
    await customer(b, { fullname: 'Client de B', email: null, mobile: '5145550777' });
    const before = await customerCount(a);
    expect((await book(t, a.slug, bookingBody(a, await startAt(t, localDate(13), '09:00'), { email: null, mobile: '5145550777' }))).statusCode).toBe(201);
    expect(await customerCount(a)).toBe(before + 1);
  });
});

describe('vehicles', () => {
  it('mechUuid: the identified customer’s vehicle is linked; another customer’s, another shop’s, or without identity → 404', async () => {
    const owner = await customer(a, { fullname: 'Marc Auto', email: 'marc@auto.test', mobile: null });
    const mine = await vehicleOf(a, owner);
    const neighbour = await vehicleOf(a, await customer(a, { fullname: 'Voisin', email: 'voisin@auto.test', mobile: null }));
    const otherShop = await vehicleOf(b, await customer(b, { fullname: 'Marc Auto', email: 'marc@auto.test', mobile: null }));
    const date = localDate(14);
    const body = async (time: string, mechUuid: string, identity: string | null) =>
      bookingBody(a, await startAt(t, date, time), { email: null, mobile: '5145550303', identity, vehicle: { mechUuid } });

    expectApiError(await book(t, a.slug, await body('09:00', neighbour.uuid, identityFor(a, 'marc@auto.test'))), 404, 'ERR_NOT_FOUND');
    expectApiError(await book(t, a.slug, await body('09:00', otherShop.uuid, identityFor(a, 'marc@auto.test'))), 404, 'ERR_NOT_FOUND');
    expectApiError(await book(t, a.slug, await body('09:00', mine.uuid, null)), 404, 'ERR_NOT_FOUND');
    // An identity signed for shop B proves nothing in A.
    expectApiError(await book(t, a.slug, await body('09:00', mine.uuid, identityFor(b, 'marc@auto.test'))), 404, 'ERR_NOT_FOUND');
    expect(await rowsAt(a, date, '09:00')).toEqual([]);

    const ok = await book(t, a.slug, await body('09:00', mine.uuid, identityFor(a, 'marc@auto.test')));
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await rowsAt(a, date, '09:00');
    expect(row).toMatchObject({ customer_id: owner, mech_id: mine.id, vehicle_text: '2018' });
  });

  it('a VIN is decoded offline and creates the vehicle under the customer; the same VIN of another customer stays theirs (text only)', async () => {
    const date = localDate(15);
    const vin = '1HGCM82633A123456';
    const first = await book(t, a.slug, bookingBody(a, await startAt(t, date, '09:00'), { email: 'vin.one@client.test', vehicle: { vin, license: 'ABC 123' } }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.booking.vehicle).toBe('2003 Honda Accord');
    const [row] = await rowsAt(a, date, '09:00');
    const { rows: mechs } = await t.db.execute<{ customer_id: number; serial_number: string; model_year: number; license: string }>(
      sql`SELECT customer_id, serial_number, model_year, license FROM mechs WHERE id = ${row!.mech_id}`,
    );
    expect(mechs[0]).toEqual({ customer_id: row!.customer_id, serial_number: vin, model_year: 2003, license: 'ABC 123' });

    const second = await book(t, a.slug, bookingBody(a, await startAt(t, date, '10:00'), { email: 'vin.two@client.test', vehicle: { vin } }));
    expect(second.statusCode, second.body).toBe(201);
    const [other] = await rowsAt(a, date, '10:00');
    expect(other).toMatchObject({ mech_id: null, vehicle_text: '2003 Honda Accord' });
    expect(other!.customer_id).not.toBe(row!.customer_id);
    // The same customer again: linked, not duplicated.
    const third = await book(t, a.slug, bookingBody(a, await startAt(t, date, '11:00'), { email: 'vin.one@client.test', vehicle: { vin } }));
    expect(third.statusCode, third.body).toBe(201);
    const [again] = await rowsAt(a, date, '11:00');
    expect(again!.mech_id).toBe(row!.mech_id);
    const { rows: count } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mechs WHERE account_id = ${a.accountId} AND serial_number = ${vin}`);
    expect(count[0]!.n).toBe(1);
  });
});

describe('malformed requests → 400, never a 500', () => {
  const start = '2030-01-01T14:00:00.000Z';
  it.each([
    ['a date that does not exist', (s: string) => ({ method: 'GET', url: `/api/public/shops/${s}/availability?date=2026-02-30&services=1` })],
    // Month 13 is not even a Date: it was a RangeError (500) before the contract checked the calendar.
    ['a date in year 9999', (s: string) => ({ method: 'GET', url: `/api/public/shops/${s}/availability?date=9999-12-31&services=1` })],
    ['a hold in year 0', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds`, payload: { start: '0000-01-01T00:00:00Z', services: [1] } })],
    ['a hold in year 9999', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds`, payload: { start: '9999-12-31T23:30:00Z', services: [1] } })],
    ['a hold on 30 February', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds`, payload: { start: '2026-02-30T14:00:00Z', services: [1] } })],
    ['a hold at 24:00', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds`, payload: { start: '2026-06-01T24:00:00Z', services: [1] } })],
    ['a month that does not exist', (s: string) => ({ method: 'GET', url: `/api/public/shops/${s}/availability?date=2026-13-45&services=1` })],
    ['no services', (s: string) => ({ method: 'GET', url: `/api/public/shops/${s}/availability?date=2026-06-01` })],
    ['services not numbers', (s: string) => ({ method: 'GET', url: `/api/public/shops/${s}/availability?date=2026-06-01&services=a,b` })],
    ['a service id past int4', (s: string) => ({ method: 'GET', url: `/api/public/shops/${s}/availability?date=2026-06-01&services=99999999999` })],
    ['a hold without body', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds` })],
    ['a hold at no time', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds`, payload: { start: 'demain', services: [1] } })],
    ['a hold with a bad replace token', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/holds`, payload: { start, services: [1], replace: 'x' } })],
    ['a booking with an array body', (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/bookings`, payload: [] })],
    [
      'a booking with a bad vehicle',
      (s: string) => ({ method: 'POST', url: `/api/public/shops/${s}/bookings`, payload: { start, services: [1], fullname: 'X', vehicle: { vin: 'NOPE' } } }),
    ],
    [
      'a booking with two vehicles',
      (s: string) => ({
        method: 'POST',
        url: `/api/public/shops/${s}/bookings`,
        payload: { start, services: [1], fullname: 'X', vehicle: { vin: '1HGCM82633A123456', make: 'Honda' } },
      }),
    ],
    [
      'a booking with an invalid mobile',
      (s: string) => ({
        method: 'POST',
        url: `/api/public/shops/${s}/bookings`,
        payload: { start, services: [1], fullname: 'X', mobile: 'abc', vehicle: { make: 'A', model: 'B' } },
      }),
    ],
    ['a slug with a NUL', () => ({ method: 'GET', url: '/api/public/shops/%00abc' })],
    ['a move with no start', () => ({ method: 'PATCH', url: `/api/public/bookings/${'A'.repeat(43)}`, payload: {} })],
  ] as const)('%s', async (_label, request) => {
    const response = await t.app.inject({ ...request(a.slug), remoteAddress: uniqueIp() } as InjectOptions);
    expect(response.statusCode, response.body).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  altcha,
  bookingBody,
  eventRows,
  expectSlotTaken,
  freeTimes,
  hold,
  localDate,
  publicShop,
  shopAppointment,
  startAt,
  type PublicShopFixture,
} from '../../../test/public-booking.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { uniqueIp } from '../../../test/fixtures.js';

/*
 * The double-booking race (issue 15): the database decides. Each shop opens 08:00–09:00 every day
 * (one 60-minute slot a day per bay), so "the last free slot" is exact.
 */

let t: TestApp;
const ONE_SLOT_DAY = { open: '08:00', close: '09:00', breakStart: null, breakEnd: null };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** 20 requests built first (the challenges solved beforehand), then sent all at once. */
async function inParallel<T>(count: number, send: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

async function lastFreeSlot(): Promise<{ shop: PublicShopFixture; date: string; start: string }> {
  const shop = await publicShop(t, { bays: 2, day: ONE_SLOT_DAY });
  const date = localDate(5);
  const start = await startAt(t, date, '08:00');
  // Bay 1 is taken by the shop's own appointment: bay 2 holds the last free slot of the day.
  await shopAppointment(t, shop.accountId, shop.bayIds[0]!, start, await startAt(t, date, '09:00'));
  expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).toEqual(['08:00']);
  return { shop, date, start };
}

describe('the last free slot, 20 customers at once', () => {
  it('bookings: exactly one 201, 19 × 409 ERR_SLOT_TAKEN with the next free slots, one row', async () => {
    const { shop, date, start } = await lastFreeSlot();
    const solved = await Promise.all(Array.from({ length: 20 }, () => altcha(t)));
    const responses = await inParallel(20, (i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/shops/${shop.slug}/bookings`,
        remoteAddress: uniqueIp(),
        payload: { ...bookingBody(shop, start, { email: `client${i}@race.test`, fullname: `Client ${i}` }), altcha: solved[i] },
      }),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const nextDay = await startAt(t, localDate(6), '08:00');
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      // The next free slots: the following days' 08:00, bay 1's included.
      expect(expectSlotTaken(refused)).toEqual([nextDay, await startAt(t, localDate(7), '08:00'), await startAt(t, localDate(8), '08:00')]);
    }
    const online = (await eventRows(t, shop.accountId)).filter((e) => e.source === 'ONLINE');
    expect(online).toHaveLength(1);
    expect(online[0]).toMatchObject({ status: 'REQUESTED', start_time: start, bay_id: shop.bayIds[1] });
    expect(await freeTimes(t, shop.slug, date, [shop.serviceId])).toEqual([]);
  });

  it('holds: exactly one 201, 19 × 409 ERR_SLOT_TAKEN with the next free slots, one row', async () => {
    const { shop, start } = await lastFreeSlot();
    const responses = await inParallel(20, () => hold(t, shop.slug, { start, services: [shop.serviceId] }));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) expect(expectSlotTaken(refused)).toHaveLength(3);
    const held = (await eventRows(t, shop.accountId)).filter((e) => e.status === 'HELD');
    expect(held).toHaveLength(1);
    expect(held[0]!.bay_id).toBe(shop.bayIds[1]);
  });

  it('two customers at once with two bays free: both booked, one bay each (the loser of the first pick picks again)', async () => {
    const shop = await publicShop(t, { bays: 2, day: ONE_SLOT_DAY });
    const start = await startAt(t, localDate(5), '08:00');
    const solved = await Promise.all([altcha(t), altcha(t)]);
    const responses = await inParallel(2, (i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/shops/${shop.slug}/bookings`,
        remoteAddress: uniqueIp(),
        payload: { ...bookingBody(shop, start, { email: `pair${i}@race.test` }), altcha: solved[i] },
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    const bays = (await eventRows(t, shop.accountId)).map((e) => e.bay_id).sort();
    expect(bays).toEqual([...shop.bayIds].sort());
  });
});

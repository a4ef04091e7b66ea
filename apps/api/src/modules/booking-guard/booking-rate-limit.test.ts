import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingShop } from '../../../test/booking-shop.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { BOOKING_LIMITS, bookingRateLimit } from './booking-rate-limit.js';

let t: TestApp;
let slug: string;
let otherSlug: string;

// The app is built before `t` exists: the limiter reads the database when a request comes.
const lazyDeps = {
  get db() {
    return t.db;
  },
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // A stand-in write route of the widget: only the limiter runs before it.
      extraRoutes: (app) => {
        app.post('/api/test/shops/:slug/write', { schema: { hide: true }, preHandler: bookingRateLimit('write', lazyDeps) }, async () => ({ ok: true }));
      },
    },
  );
  ({ slug } = await bookingShop(t));
  ({ slug: otherSlug } = await bookingShop(t));
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const write = (shop: string, ip: string) => t.app.inject({ method: 'POST', url: `/api/test/shops/${shop}/write`, remoteAddress: ip });
const read = (shop: string, ip: string) => t.app.inject({ method: 'GET', url: `/api/public/shops/${shop}/challenge`, remoteAddress: ip });

function expectTooMany(response: Awaited<ReturnType<typeof write>>, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().message).toBe('ERR_TOO_MANY_REQUESTS');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('bookingRateLimit', () => {
  it('lets one address write the limit, then answers 429 with Retry-After; another address still writes', async () => {
    const ip = freshIp();
    for (let i = 0; i < BOOKING_LIMITS.writePerIp.max; i += 1) expect((await write(slug, ip)).statusCode).toBe(200);
    expectTooMany(await write(slug, ip), BOOKING_LIMITS.writePerIp.windowSeconds);
    // Per address, whatever the shop.
    expectTooMany(await write(otherSlug, ip), BOOKING_LIMITS.writePerIp.windowSeconds);
    expect((await write(slug, freshIp())).statusCode).toBe(200);
  });

  it('caps one shop’s writes from many addresses; another shop is untouched', async () => {
    const { slug: busy } = await bookingShop(t);
    const ips = Array.from({ length: BOOKING_LIMITS.writePerShop.max }, freshIp);
    for (let i = 0; i < ips.length; i += 20) {
      const batch = await Promise.all(ips.slice(i, i + 20).map((ip) => write(busy, ip)));
      expect(batch.map((r) => r.statusCode)).toEqual(batch.map(() => 200));
    }
    expectTooMany(await write(busy, freshIp()), BOOKING_LIMITS.writePerShop.windowSeconds);
    // The slug counts case-insensitively: no way around the cap by changing its case.
    expectTooMany(await write(busy.toUpperCase(), freshIp()), BOOKING_LIMITS.writePerShop.windowSeconds);
    expect((await write(otherSlug, freshIp())).statusCode).toBe(200);
  });

  it('lets one address read the limit per minute, then answers 429; reads do not use up writes', async () => {
    const ip = freshIp();
    for (let i = 0; i < BOOKING_LIMITS.readPerIp.max; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => read(slug, ip)));
      expect(batch.map((r) => r.statusCode)).toEqual(batch.map(() => 200));
    }
    expectTooMany(await read(slug, ip), BOOKING_LIMITS.readPerIp.windowSeconds);
    expect((await read(slug, freshIp())).statusCode).toBe(200);
    expect((await write(slug, ip)).statusCode).toBe(200);
  });
});

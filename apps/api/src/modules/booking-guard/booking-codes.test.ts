import { BOOKING_CODE_ATTEMPTS, codeRequestResultSchema, codeVerifyResultSchema } from '@atelier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedAltcha } from '../../../test/altcha.js';
import { bookingShop } from '../../../test/booking-shop.js';
import { uniqueEmail } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertMakeAndModel } from '../../../test/vehicles.js';
import { bookingCodes, customers, mechs } from '../../db/schema/index.js';
import { readIdentity } from './identity.js';

let t: TestApp;
let shopA: Awaited<ReturnType<typeof bookingShop>>;
let shopB: Awaited<ReturnType<typeof bookingShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shopA = await bookingShop(t);
  shopB = await bookingShop(t);
});
afterAll(() => t.close());

// Every call from its own address: the per-IP write limit is not what these tests are about.
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250)}.7.${(ipCounter % 250) + 1}`;
};

async function requestCode(slug: string, email: string, altcha?: string | null) {
  const ip = freshIp();
  return t.app.inject({
    method: 'POST',
    url: `/api/public/shops/${slug}/codes`,
    remoteAddress: ip,
    payload: { email, altcha: altcha === undefined ? await solvedAltcha(t.app, slug, ip) : altcha },
  });
}

const verify = (slug: string, email: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/shops/${slug}/codes/verify`, remoteAddress: freshIp(), payload: { email, code } });

/** The code of the newest mail to `email` (mails of one address are told apart by their order). */
async function mailedCode(email: string, nth = 1): Promise<string> {
  await t.mail.waitFor(email, () => t.mail.messages.filter((m) => m.to.includes(email)).length >= nth);
  const mails = t.mail.messages.filter((m) => m.to.includes(email));
  const match = /\b(\d{6})\b/.exec(mails[nth - 1]!.subject);
  if (!match) throw new Error(`no code in ${mails[nth - 1]!.subject}`);
  return match[1]!;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/public/shops/{slug}/codes', () => {
  it('answers the same for a customer’s address and an unknown one, and mails a code to both', async () => {
    const known = uniqueEmail('client');
    await t.db.insert(customers).values({ accountId: shopA.accountId, fullname: 'Julie Client', email: known, mobile: '4185550123' });
    const unknown = uniqueEmail('inconnu');
    const a = await requestCode(shopA.slug, known);
    const b = await requestCode(shopA.slug, unknown);
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    const bodyA = codeRequestResultSchema.parse(a.json().data);
    const bodyB = codeRequestResultSchema.parse(b.json().data);
    expect(Object.keys(a.json().data)).toEqual(Object.keys(b.json().data));
    expect(bodyA.sent).toBe(true);
    expect(Math.abs(Date.parse(bodyA.expiresAt) - Date.parse(bodyB.expiresAt))).toBeLessThan(60_000);
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    expect(await mailedCode(known)).toMatch(/^\d{6}$/);
    expect(await mailedCode(unknown)).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the table.
    const code = await mailedCode(known);
    const rows = await t.db.select().from(bookingCodes).where(eq(bookingCodes.email, known));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('requires a solved challenge', async () => {
    const email = uniqueEmail('bot');
    const missing = await requestCode(shopA.slug, email, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('ERR_CHALLENGE_FAILED');
    const forged = await requestCode(shopA.slug, email, Buffer.from('{"algorithm":"SHA-256","number":1}').toString('base64'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('ERR_CHALLENGE_FAILED');
    expect(await t.db.$count(bookingCodes, eq(bookingCodes.email, email))).toBe(0);
  });

  it('refuses a malformed address and an unknown shop', async () => {
    const bad = await requestCode(shopA.slug, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    const empty = await requestCode(shopA.slug, '');
    expect(empty.statusCode).toBe(400);
    const unknownShop = await t.app.inject({ method: 'POST', url: '/api/public/shops/no-such-shop-anywhere/codes', payload: { email: uniqueEmail(), altcha: 'x' } });
    expect(unknownShop.statusCode).toBe(404);
  });

  it('sends at most 3 codes to one address in 15 minutes (then 429), another address still gets one', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i += 1) expect((await requestCode(shopA.slug, email)).statusCode).toBe(202);
    const fourth = await requestCode(shopA.slug, email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('ERR_TOO_MANY_REQUESTS');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.$count(bookingCodes, eq(bookingCodes.email, email))).toBe(3);
    expect((await requestCode(shopA.slug, uniqueEmail('other'))).statusCode).toBe(202);
  });
});

describe('POST /api/public/shops/{slug}/codes/verify', () => {
  it('a right code gives the identity, the customer (mobile masked) and their live vehicles', async () => {
    const email = uniqueEmail('fidele');
    const [customer] = await t.db
      .insert(customers)
      .values({ accountId: shopA.accountId, fullname: 'Marc Fidèle', email, mobile: '4185550199' })
      .returning({ id: customers.id });
    const { make, model } = await insertMakeAndModel(t, shopA.accountId, { make: 'Honda', model: 'Civic' });
    const [car] = await t.db
      .insert(mechs)
      .values({ accountId: shopA.accountId, customerId: customer!.id, modelYear: 2019, makeId: make.id, modelId: model.id, license: 'ABC 123' })
      .returning({ uuid: mechs.uuid });
    await t.db.insert(mechs).values({ accountId: shopA.accountId, customerId: customer!.id, modelYear: 2001, license: 'OLD 001', deletedAt: new Date() });
    expect((await requestCode(shopA.slug, email)).statusCode).toBe(202);
    const response = await verify(shopA.slug, email.toUpperCase(), await mailedCode(email));
    expect(response.statusCode, response.body).toBe(200);
    const body = codeVerifyResultSchema.parse(response.json().data);
    expect(body.customer).toEqual({ fullname: 'Marc Fidèle', mobile: '••••••0199' });
    expect(body.vehicles).toEqual([{ uuid: car!.uuid, name: '2019 Honda Civic', license: 'ABC 123' }]);
    expect(readIdentity(t.config.jwtSecret, body.identity, shopA.accountId)).toEqual({ email });
    expect(readIdentity(t.config.jwtSecret, body.identity, shopB.accountId)).toBeNull();
  });

  it('an address the shop does not know gets an identity and nothing else; another shop’s customer stays unseen', async () => {
    const email = uniqueEmail('nouveau');
    await t.db.insert(customers).values({ accountId: shopB.accountId, fullname: 'Client de B', email, mobile: '4185550000' });
    expect((await requestCode(shopA.slug, email)).statusCode).toBe(202);
    const response = await verify(shopA.slug, email, await mailedCode(email));
    expect(response.statusCode).toBe(200);
    const body = codeVerifyResultSchema.parse(response.json().data);
    expect(body.customer).toBeNull();
    expect(body.vehicles).toEqual([]);
    expect(readIdentity(t.config.jwtSecret, body.identity, shopA.accountId)).toEqual({ email });
  });

  it('a wrong code is 422 ERR_INVALID_CODE, and counted: after the last attempt even the right one is refused', async () => {
    const email = uniqueEmail('devine');
    await requestCode(shopA.slug, email);
    const code = await mailedCode(email);
    for (let i = 0; i < BOOKING_CODE_ATTEMPTS; i += 1) {
      const response = await verify(shopA.slug, email, wrong(code));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('ERR_INVALID_CODE');
    }
    const [row] = await t.db.select().from(bookingCodes).where(eq(bookingCodes.email, email));
    expect(row!.attempts).toBe(BOOKING_CODE_ATTEMPTS);
    const late = await verify(shopA.slug, email, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('ERR_CODE_EXPIRED');
  });

  it('parallel guesses are each counted', async () => {
    const email = uniqueEmail('rafale');
    await requestCode(shopA.slug, email);
    const code = await mailedCode(email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(shopA.slug, email, wrong(code))));
    const messages = answers.map((r) => r.json().message).sort();
    expect(messages.filter((m) => m === 'ERR_INVALID_CODE')).toHaveLength(BOOKING_CODE_ATTEMPTS);
    expect(messages.filter((m) => m === 'ERR_CODE_EXPIRED')).toHaveLength(8 - BOOKING_CODE_ATTEMPTS);
  });

  it('an expired code is refused (ERR_CODE_EXPIRED), a used one too', async () => {
    const email = uniqueEmail('tard');
    await requestCode(shopA.slug, email);
    const code = await mailedCode(email);
    await t.db
      .update(bookingCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookingCodes.email, email));
    const expired = await verify(shopA.slug, email, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('ERR_CODE_EXPIRED');

    const again = uniqueEmail('deux-fois');
    await requestCode(shopA.slug, again);
    const fresh = await mailedCode(again);
    expect((await verify(shopA.slug, again, fresh)).statusCode).toBe(200);
    const reused = await verify(shopA.slug, again, fresh);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('ERR_CODE_EXPIRED');
  });

  it('only the newest code counts, and a code works only in the shop that sent it', async () => {
    const email = uniqueEmail('deux-ateliers');
    await requestCode(shopA.slug, email);
    const first = await mailedCode(email, 1);
    await requestCode(shopA.slug, email);
    const second = await mailedCode(email, 2);
    await requestCode(shopB.slug, email);
    const ofB = await mailedCode(email, 3);
    if (first !== second) expect((await verify(shopA.slug, email, first)).json().message).toBe('ERR_INVALID_CODE');
    if (second !== ofB) expect((await verify(shopB.slug, email, second)).json().message).toBe('ERR_INVALID_CODE');
    // Codes are kept per shop: A's code was never B's.
    const rows = await t.db
      .select({ accountId: bookingCodes.accountId })
      .from(bookingCodes)
      .where(and(eq(bookingCodes.email, email), eq(bookingCodes.accountId, shopB.accountId)));
    expect(rows).toHaveLength(1);
    expect((await verify(shopA.slug, email, second)).statusCode).toBe(200);
    expect((await verify(shopB.slug, email, ofB)).statusCode).toBe(200);
  });

  it('never reveals anything with a malformed code', async () => {
    const response = await verify(shopA.slug, uniqueEmail(), '12ab56');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ERR_VALIDATION');
  });
});

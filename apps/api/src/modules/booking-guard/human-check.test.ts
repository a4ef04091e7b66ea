import { challengeSchema } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha, solvedAltcha } from '../../../test/altcha.js';
import { bookingShop } from '../../../test/booking-shop.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { AppError } from '../../http/app-error.js';
import { assertHuman, CHALLENGE_MINUTES, createChallenge } from './human-check.js';

let t: TestApp;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ slug } = await bookingShop(t));
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, config: t.config });

async function refusal(body: { website?: string | null; altcha?: string | null }): Promise<unknown> {
  try {
    await assertHuman(deps(), body);
    return null;
  } catch (error) {
    return error;
  }
}

function expectChallengeFailed(error: unknown) {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: 400, code: 'ERR_CHALLENGE_FAILED' });
}

describe('GET /api/public/shops/{slug}/challenge', () => {
  it('answers a signed ALTCHA challenge of the configured size, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/public/shops/${slug}/challenge` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = challengeSchema.parse(response.json().data);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: t.config.bookingPowMaxNumber });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan((CHALLENGE_MINUTES - 1) * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(CHALLENGE_MINUTES * 60_000);
  });

  it('is 404 for an unknown shop or one whose online booking is off', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/shops/no-such-shop-here/challenge' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ERR_NOT_FOUND');
    const { slug: off } = await bookingShop(t, { enabled: false });
    const disabled = await t.app.inject({ method: 'GET', url: `/api/public/shops/${off}/challenge` });
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().message).toBe('ERR_NOT_FOUND');
  });
});

describe('assertHuman', () => {
  it('accepts a solved challenge once with an empty honeypot', async () => {
    expect(await refusal({ website: '', altcha: await solvedAltcha(t.app, slug) })).toBeNull();
    expect(await refusal({ website: null, altcha: await solvedAltcha(t.app, slug) })).toBeNull();
  });

  it('refuses a missing or malformed solution', async () => {
    expectChallengeFailed(await refusal({}));
    expectChallengeFailed(await refusal({ altcha: null }));
    expectChallengeFailed(await refusal({ altcha: '' }));
    expectChallengeFailed(await refusal({ altcha: 'not base64 json' }));
    expectChallengeFailed(await refusal({ altcha: Buffer.from('{"algorithm":"SHA-256"}').toString('base64') }));
  });

  it('refuses a wrong number, a forged signature or another algorithm', async () => {
    const payload = JSON.parse(Buffer.from(await solvedAltcha(t.app, slug), 'base64').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    expectChallengeFailed(await refusal({ altcha: encode({ ...payload, number: payload.number + 1 }) }));
    expectChallengeFailed(await refusal({ altcha: encode({ ...payload, signature: 'a'.repeat(64) }) }));
    expectChallengeFailed(await refusal({ altcha: encode({ ...payload, algorithm: 'SHA-1' }) }));
    // The untouched payload still passes: the refusals above were the alterations'.
    expect(await refusal({ altcha: encode(payload) })).toBeNull();
  });

  it('refuses a challenge signed with another secret', async () => {
    const foreign = await createChallenge({ jwtSecret: 'another-secret-another-secret-another-0', bookingPowMaxNumber: 1000 });
    expectChallengeFailed(await refusal({ altcha: await solveAltcha(foreign) }));
  });

  it('refuses an expired challenge', async () => {
    const old = await createChallenge(t.config, Date.now() - (CHALLENGE_MINUTES * 60_000 + 1000));
    expectChallengeFailed(await refusal({ altcha: await solveAltcha(old) }));
    const fresh = await createChallenge(t.config);
    expect(await refusal({ altcha: await solveAltcha(fresh) })).toBeNull();
  });

  it('refuses a solution used before, even twice at the same time', async () => {
    const altcha = await solvedAltcha(t.app, slug);
    expect(await refusal({ altcha })).toBeNull();
    expectChallengeFailed(await refusal({ altcha }));
    const racing = await solvedAltcha(t.app, slug);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refusal({ altcha: racing })));
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o !== null)) expectChallengeFailed(outcome);
  });

  it('refuses when the honeypot is filled, even with a valid solution (which stays unused)', async () => {
    const altcha = await solvedAltcha(t.app, slug);
    expectChallengeFailed(await refusal({ website: 'https://spam.example', altcha }));
    expect(await refusal({ website: '', altcha })).toBeNull();
  });
});

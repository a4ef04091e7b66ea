import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { observable, signup, uniqueIp, verifiedOwner } from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two addresses of the same length, so that even Content-Length cannot differ. */
let n = 0;
function twinEmails(): [string, string] {
  n += 1;
  const stamp = `${Date.now().toString(36)}${n}`;
  return [`twin.${stamp}a@garage.test`, `twin.${stamp}b@garage.test`];
}

/** The answer with the address itself blanked out (sign-up echoes the address it was given). */
function withoutEmail(response: LightMyRequestResponse, email: string) {
  return JSON.parse(JSON.stringify(observable(response)).replaceAll(email, '<email>'));
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, remoteAddress: uniqueIp(), payload });

describe('no call tells whether an email has an account', () => {
  it('sign-up answers an address in use exactly like a new one', async () => {
    const [taken, fresh] = twinEmails();
    await verifiedOwner(t, { email: taken });
    const used = (await signup(t, { email: taken })).response;
    const unused = (await signup(t, { email: fresh })).response;
    expect(used.statusCode).toBe(201);
    expect(withoutEmail(used, taken)).toEqual(withoutEmail(unused, fresh));
  });

  it('lost password answers an existing account exactly like an unknown one', async () => {
    const [taken, fresh] = twinEmails();
    await verifiedOwner(t, { email: taken });
    const existing = await post('/api/lost-password', { username: taken });
    const unknown = await post('/api/lost-password', { username: fresh });
    expect(existing.statusCode).toBe(200);
    expect(observable(existing)).toEqual(observable(unknown));
  });

  it('resend-verification answers unverified, verified and unknown addresses identically', async () => {
    const [pending, fresh] = twinEmails();
    const [verified] = twinEmails();
    await signup(t, { email: pending });
    await verifiedOwner(t, { email: verified });
    const answers = await Promise.all([pending, verified, fresh].map((email) => post('/api/auth/resend-verification', { email })));
    expect(answers[0]!.statusCode).toBe(200);
    expect(observable(answers[1]!)).toEqual(observable(answers[0]!));
    expect(observable(answers[2]!)).toEqual(observable(answers[0]!));
  });

  it('throttled lost-password requests answer the same 429 for an existing and an unknown account', async () => {
    const [taken, fresh] = twinEmails();
    await verifiedOwner(t, { email: taken });
    const last: LightMyRequestResponse[] = [];
    for (const login of [taken, fresh]) {
      for (let i = 0; i < 3; i++) await post('/api/lost-password', { username: login });
      last.push(await post('/api/lost-password', { username: login }));
    }
    expect(last[0]!.statusCode).toBe(429);
    const [a, b] = last.map((r) => observable(r));
    // Retry-After may differ by a second between the two windows.
    delete a!.headers['retry-after'];
    delete b!.headers['retry-after'];
    expect(a).toEqual(b);
  });
});

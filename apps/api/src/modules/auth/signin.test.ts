import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { userSchema } from '@atelier/contracts';
import { buildApp } from '../../app.js';
import { createMailer } from '../../mail/mailer.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { STRONG_PASSWORD, observable, signin, signup, uniqueEmail, uniqueIp, verifiedOwner } from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { authorization: `Bearer ${accessToken}` } });

async function usernameOf(email: string): Promise<string> {
  const { rows } = await t.db.execute(sql`SELECT username FROM users WHERE email = ${email}`);
  return String(rows[0]!.username);
}

describe('POST /api/auth/signin', () => {
  it('signs in by username', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Gilles Username' });
    const response = await signin(t, await usernameOf(email));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(email);
  });

  it('signs in by email, whatever its case', async () => {
    const { email } = await verifiedOwner(t);
    expect((await signin(t, email)).statusCode).toBe(200);
    expect((await signin(t, email.toUpperCase())).statusCode).toBe(200);
  });

  it('reads the username case-insensitively and ignores surrounding spaces', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Carole Casse' });
    const username = await usernameOf(email);
    expect(username).toBe('ccasse');
    const response = await signin(t, `  ${username.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.username).toBe(username);
  });

  it('answers { data: { user, accessToken, refreshToken } } with the contract user and no password hash', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Shape Checker' });
    const response = await signin(t, email);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
    const { user, accessToken, refreshToken } = body.data;
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(Object.keys(user.account).sort()).toEqual(['package', 'uuid']);
    expect(userSchema.parse(user)).toEqual(user);
    expect(user).toMatchObject({ email, fullname: 'Shape Checker', permissionFlags: 'FULL_ADMIN', verified: true, picture: null });
    expect(user.account.package).toEqual({ name: 'TRIAL', isTrial: true });
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toMatch(/argon2|password/i);
    // The access token opens the session.
    expect((await validate(accessToken)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401 ERR_INVALID_CREDENTIALS', async () => {
    const { email } = await verifiedOwner(t);
    const wrongPassword = await signin(t, email, 'Wrong!Pass1');
    const unknownUser = await signin(t, uniqueEmail('nobody'), 'Wrong!Pass1');
    const unknownUsername = await signin(t, 'no-such-username', 'Wrong!Pass1');
    expectApiError(wrongPassword, 401, 'ERR_INVALID_CREDENTIALS', []);
    expect(observable(unknownUser)).toEqual(observable(wrongPassword));
    expect(observable(unknownUsername)).toEqual(observable(wrongPassword));
  });

  it('answers 403 ERR_EMAIL_NOT_VERIFIED to an unverified user with the right password', async () => {
    const { email } = await signup(t);
    expectApiError(await signin(t, email), 403, 'ERR_EMAIL_NOT_VERIFIED', []);
  });

  it('does not tell that an email is unverified to someone without the password', async () => {
    const { email } = await signup(t);
    expectApiError(await signin(t, email, 'Wrong!Pass1'), 401, 'ERR_INVALID_CREDENTIALS');
  });

  it('requires the username and the password (catalogue codes on the fields)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: '', password: '' } });
    const body = expectApiError(response, 400, 'ERR_VALIDATION');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'ERR_USERNAME_REQUIRED' },
        { field: 'password', message: 'ERR_PASSWORD_REQUIRED' },
      ]),
    );
  });
  it('reports a missing username or password with the same codes as empty ones', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    const body = expectApiError(response, 400, 'ERR_VALIDATION');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'ERR_USERNAME_REQUIRED' },
        { field: 'password', message: 'ERR_PASSWORD_REQUIRED' },
      ]),
    );
  });
});

describe('sign-in throttling', () => {
  it('after 5 failures for one account answers 429 with Retry-After, even with the right password', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Locked Account' });
    const username = await usernameOf(email);
    // Failures count per account whether typed as username or email, from any address.
    for (const login of [username, email, username.toUpperCase(), email, username]) {
      expectApiError(await signin(t, login, 'Wrong!Pass1', uniqueIp()), 401, 'ERR_INVALID_CREDENTIALS');
    }
    const response = await signin(t, email, STRONG_PASSWORD, uniqueIp());
    expectApiError(response, 429, 'ERR_TOO_MANY_REQUESTS', []);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another account is not affected.
    const other = await verifiedOwner(t);
    expect((await signin(t, other.email)).statusCode).toBe(200);
  });

  it('cannot be outrun by simultaneous attempts: of 12 wrong passwords sent at once, at most 5 are checked', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Burst Target' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => signin(t, email, 'Wrong!Pass1', uniqueIp())));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expectApiError(await signin(t, email, STRONG_PASSWORD, uniqueIp()), 429, 'ERR_TOO_MANY_REQUESTS');
  });

  it('throttles an unknown login like an existing one, so the 429 tells nothing', async () => {
    const login = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expectApiError(await signin(t, login, 'Wrong!Pass1', uniqueIp()), 401, 'ERR_INVALID_CREDENTIALS');
    expectApiError(await signin(t, login, 'Wrong!Pass1', uniqueIp()), 429, 'ERR_TOO_MANY_REQUESTS');
  });

  it('after 30 failures from one IP across accounts answers 429 to that IP only', async () => {
    const ip = uniqueIp();
    const { email } = await verifiedOwner(t);
    const first = await Promise.all(Array.from({ length: 29 }, () => signin(t, uniqueEmail('spray'), 'Wrong!Pass1', ip)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(29).fill(401));
    expectApiError(await signin(t, uniqueEmail('spray'), 'Wrong!Pass1', ip), 401, 'ERR_INVALID_CREDENTIALS');

    const blocked = await signin(t, email, STRONG_PASSWORD, ip);
    expectApiError(blocked, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signin(t, email, STRONG_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('does not count successes: 8 sign-ins in a row from one IP all succeed', async () => {
    const { email } = await verifiedOwner(t);
    const ip = uniqueIp();
    for (let i = 0; i < 8; i++) expect((await signin(t, email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('keeps the counters in PostgreSQL, so another server instance on the same database sees them', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Two Instances' });
    for (let i = 0; i < 5; i++) await signin(t, email, 'Wrong!Pass1', uniqueIp());

    const { rows } = await t.db.execute(sql`SELECT count FROM rate_limits WHERE key LIKE 'signin:%' AND count >= 5`);
    expect(rows.length).toBeGreaterThan(0);

    const log = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
    const second = await buildApp({ db: t.db, config: t.config, mailer }, { logger: log, webDist: '/nonexistent' });
    try {
      const response = await second.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: uniqueIp(),
        payload: { username: email, password: STRONG_PASSWORD },
      });
      expectApiError(response, 429, 'ERR_TOO_MANY_REQUESTS');
    } finally {
      await second.close();
    }
  });
});

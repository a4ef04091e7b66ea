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

const validate = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { authorization: `Bearer ${accessToken}` } });

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
    // A new shop is on a 30-day trial with every feature (workshop spec §2 "Billing", issue 16).
    expect(user.account.package).toEqual({ name: 'TRIAL', isTrial: true, trialEndsAt: expect.any(String) });
    const daysLeft = (Date.parse(user.account.package.trialEndsAt!) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);
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

/** A sign-in from `ip`, sending `cookie` (the device cookie of an earlier sign-in) if given. */
const attempt = (login: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: ip, headers: cookie ? { cookie } : {}, payload: { username: login, password } });
/** The device cookie a successful sign-in set, as a browser sends it back. */
const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0]!;
/** Lets the wait imposed on a source end now, as if its delay had passed. */
const endWaits = () => t.db.execute(sql`UPDATE rate_limits SET reset_at = now() WHERE key LIKE 'signin:%:wait:%'`);
const WRONG = 'Wrong!Pass1';

describe('sign-in throttling', () => {
  it('sets an HttpOnly, SameSite=Strict device cookie scoped to the sign-in route', async () => {
    const { email } = await verifiedOwner(t);
    const response = await signin(t, email);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^atelier_device=[^;]+; Path=\/api\/auth\/signin; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
  });

  it('a stranger failing from another address cannot lock the owner out: known address and known device still sign in', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Mécano Matinal' });
    const home = uniqueIp();
    const device = cookieOf(await attempt(email, STRONG_PASSWORD, home));
    const stranger = uniqueIp();
    for (let i = 0; i < 6; i++) expectApiError(await attempt(email, WRONG, stranger), 401, 'ERR_INVALID_CREDENTIALS');
    // The stranger's address now waits, even with the right password…
    expectApiError(await attempt(email, STRONG_PASSWORD, stranger), 429, 'ERR_TOO_MANY_REQUESTS');
    // …while the owner signs in from their address, and from anywhere with their device.
    expect((await attempt(email, STRONG_PASSWORD, home)).statusCode).toBe(200);
    expect((await attempt(email, STRONG_PASSWORD, uniqueIp(), device)).statusCode).toBe(200);
  });

  it('slows an address progressively (30 s, then doubling to 15 min), then refuses it for the day; a success clears its failures', async () => {
    const { email } = await verifiedOwner(t);
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) expectApiError(await attempt(email, WRONG, ip), 401, 'ERR_INVALID_CREDENTIALS');
    const waits: number[] = [];
    for (let failure = 7; failure <= 20; failure++) {
      const slowed = await attempt(email, WRONG, ip);
      expectApiError(slowed, 429, 'ERR_TOO_MANY_REQUESTS', []);
      waits.push(Number(slowed.headers['retry-after']));
      await endWaits();
      expectApiError(await attempt(email, WRONG, ip), 401, 'ERR_INVALID_CREDENTIALS');
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900, 900, 900, 900, 900, 900]);
    await endWaits();
    // 20 failures: refused until the day's window ends, the right password included.
    const refused = await attempt(email, STRONG_PASSWORD, ip);
    expectApiError(refused, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);

    // Before the refusal, a success from the address clears its failures.
    const other = await verifiedOwner(t);
    const mine = uniqueIp();
    for (let i = 0; i < 6; i++) await attempt(other.email, WRONG, mine);
    await endWaits();
    expect((await attempt(other.email, STRONG_PASSWORD, mine)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expectApiError(await attempt(other.email, WRONG, mine), 401, 'ERR_INVALID_CREDENTIALS');
  });

  it('cannot be outrun by simultaneous attempts: of 12 wrong passwords sent at once from one address, at most 6 are checked', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Burst Target' });
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => attempt(email, WRONG, ip)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expectApiError(await attempt(email, STRONG_PASSWORD, ip), 429, 'ERR_TOO_MANY_REQUESTS');
  });

  it('stops guessing over many addresses at 100 failures a day from unknown sources; the owner on a known address or device still signs in', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Distributed Target' });
    const home = uniqueIp();
    const device = cookieOf(await attempt(email, STRONG_PASSWORD, home));
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => attempt(email, WRONG, uniqueIp())));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    }
    // A new address is refused, the right password included, and a forged device cookie does not help.
    expectApiError(await attempt(email, STRONG_PASSWORD, uniqueIp()), 429, 'ERR_TOO_MANY_REQUESTS');
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expectApiError(await attempt(email, STRONG_PASSWORD, uniqueIp(), forged), 429, 'ERR_TOO_MANY_REQUESTS');
    // The owner's address and device are not.
    expect((await attempt(email, STRONG_PASSWORD, home)).statusCode).toBe(200);
    expect((await attempt(email, STRONG_PASSWORD, uniqueIp(), device)).statusCode).toBe(200);
    // Nor is another account.
    const other = await verifiedOwner(t);
    expect((await signin(t, other.email)).statusCode).toBe(200);
  });

  it("does not accept another user's device cookie as a known device", async () => {
    const owner = await verifiedOwner(t);
    const someoneElse = await verifiedOwner(t);
    const theirDevice = cookieOf(await signin(t, someoneElse.email));
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) await attempt(owner.email, WRONG, ip, theirDevice);
    expectApiError(await attempt(owner.email, STRONG_PASSWORD, ip, theirDevice), 429, 'ERR_TOO_MANY_REQUESTS');
  });

  it('throttles an unknown login like an existing one, so the 429 tells nothing', async () => {
    const login = uniqueEmail('ghost');
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) expectApiError(await attempt(login, WRONG, ip), 401, 'ERR_INVALID_CREDENTIALS');
    const slowed = await attempt(login, WRONG, ip);
    expectApiError(slowed, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(slowed.headers['retry-after'])).toBe(30);
  });

  it("after 30 failures from one IP across accounts answers 429 to that IP only (a browser with the account's device cookie is exempt)", async () => {
    const ip = uniqueIp();
    const { email } = await verifiedOwner(t);
    const regular = await verifiedOwner(t);
    const device = cookieOf(await signin(t, regular.email));
    const first = await Promise.all(Array.from({ length: 29 }, () => signin(t, uniqueEmail('spray'), WRONG, ip)));
    expect(first.map((r) => r.statusCode)).toEqual(Array(29).fill(401));
    expectApiError(await signin(t, uniqueEmail('spray'), WRONG, ip), 401, 'ERR_INVALID_CREDENTIALS');

    const blocked = await signin(t, email, STRONG_PASSWORD, ip);
    expectApiError(blocked, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signin(t, email, STRONG_PASSWORD, uniqueIp())).statusCode).toBe(200);
    expect((await attempt(regular.email, STRONG_PASSWORD, ip, device)).statusCode).toBe(200);
  });

  it('does not count successes: 8 sign-ins in a row from one IP all succeed', async () => {
    const { email } = await verifiedOwner(t);
    const ip = uniqueIp();
    for (let i = 0; i < 8; i++) expect((await signin(t, email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('keeps the counters in PostgreSQL, so another server instance on the same database sees them', async () => {
    const { email } = await verifiedOwner(t, { fullname: 'Two Instances' });
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) await attempt(email, WRONG, ip);

    const { rows } = await t.db.execute(sql`SELECT count FROM rate_limits WHERE key LIKE 'signin:%source:%' AND count >= 6`);
    expect(rows.length).toBeGreaterThan(0);

    const log = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
    const second = await buildApp({ db: t.db, config: t.config, mailer }, { logger: log, webDist: '/nonexistent' });
    try {
      const response = await second.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: ip,
        payload: { username: email, password: STRONG_PASSWORD },
      });
      expectApiError(response, 429, 'ERR_TOO_MANY_REQUESTS');
    } finally {
      await second.close();
    }
  });
});

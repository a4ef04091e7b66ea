import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { userSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import {
  STRONG_PASSWORD,
  isResetMail,
  isVerificationMail,
  observable,
  signedInOwner,
  signin,
  signup,
  tokenFromLink,
  uniqueEmail,
  uniqueIp,
} from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nouveau#Mot2passe';

const lostPassword = (username: string, ip = uniqueIp()) => t.app.inject({ method: 'POST', url: '/api/lost-password', remoteAddress: ip, payload: { username } });
const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/verify/${encodeURIComponent(token)}` });
const reset = (token: string, password: string) => t.app.inject({ method: 'PUT', url: `/api/users/reset-password/${encodeURIComponent(token)}`, payload: { password } });

/** Asks for a reset and answers the token of the mail (the first one not in `seen`). */
async function resetToken(email: string, login: string = email, seen: string[] = []): Promise<string> {
  expect((await lostPassword(login)).statusCode).toBe(200);
  const mail = await t.mail.waitFor(email, (m) => isResetMail(m) && !seen.includes(tokenFromLink(m.links)));
  return tokenFromLink(mail.links);
}

describe('POST /api/lost-password', () => {
  it('answers an existing and an unknown account identically', async () => {
    const { email } = await signedInOwner(t);
    const existing = await lostPassword(email);
    const unknown = await lostPassword(uniqueEmail('nobody'));
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual({ data: { sent: true } });
    expect(observable(unknown)).toEqual(observable(existing));
  });

  it('mails a reset link to an existing account asked by email', async () => {
    const { email } = await signedInOwner(t);
    await lostPassword(email);
    const mail = await t.mail.waitFor(email, isResetMail);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe — Atelier');
    expect(mail.links[0]).toMatch(/^http:\/\/atelier\.test\/#\/verify-email\?t=[A-Za-z0-9_-]{43}$/);
  });

  it('mails the reset link to the account email when asked by username, in any case', async () => {
    const { email, user } = await signedInOwner(t, { fullname: 'Oubli Username' });
    expect((await lostPassword(` ${user.username.toUpperCase()} `)).statusCode).toBe(200);
    await t.mail.waitFor(email, isResetMail);
  });

  it('requires a username or email (ERR_USERNAME_OR_EMAIL_REQUIRED on the field)', async () => {
    for (const username of ['', '   ']) {
      expectApiError(await lostPassword(username), 400, 'ERR_VALIDATION', [{ field: 'username', message: 'ERR_USERNAME_OR_EMAIL_REQUIRED' }]);
    }
  });

  it('allows 3 requests per typed login and hour, from any address, then answers 429 with Retry-After', async () => {
    const login = uniqueEmail('forgetful');
    for (const typed of [login, login.toUpperCase(), ` ${login}`]) expect((await lostPassword(typed)).statusCode).toBe(200);
    const response = await lostPassword(login);
    expectApiError(response, 429, 'ERR_TOO_MANY_REQUESTS', []);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('allows 10 requests per IP and hour, then answers 429 to that IP only', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) expect((await lostPassword(uniqueEmail('spray'), ip)).statusCode).toBe(200);
    expectApiError(await lostPassword(uniqueEmail('spray'), ip), 429, 'ERR_TOO_MANY_REQUESTS');
    expect((await lostPassword(uniqueEmail('spray'), uniqueIp())).statusCode).toBe(200);
  });

  it('supersedes an earlier link when a new one is asked', async () => {
    const { email } = await signedInOwner(t);
    const first = await resetToken(email);
    const second = await resetToken(email, email, [first]);
    expectApiError(await verify(first), 400, 'ERR_INVALID_VERIFY_TOKEN');
    expect((await verify(second)).json().data.type).toBe('PASSWORD_RESET');
  });
});

describe('reset link', () => {
  it('verifies as PASSWORD_RESET with the user, and is not spent by GET verify', async () => {
    const { email, user } = await signedInOwner(t);
    const token = await resetToken(email);
    for (let i = 0; i < 2; i++) {
      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.type).toBe('PASSWORD_RESET');
      expect(userSchema.parse(response.json().data.user).uuid).toBe(user.uuid);
    }
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lives 2 hours', async () => {
    const { email } = await signedInOwner(t);
    await resetToken(email);
    const { rows } = await t.db.execute(sql`
      SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM user_tokens
      WHERE user_id = (SELECT id FROM users WHERE email = ${email}) AND type = 'PASSWORD_RESET'`);
    expect(Number(rows[0]?.seconds)).toBeGreaterThan(2 * 3600 - 60);
    expect(Number(rows[0]?.seconds)).toBeLessThanOrEqual(2 * 3600);
  });

  it('answers an expired link with 400 ERR_INVALID_VERIFY_TOKEN and changes nothing', async () => {
    const { email } = await signedInOwner(t);
    const token = await resetToken(email);
    await t.db.execute(sql`
      UPDATE user_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = ${email}) AND type = 'PASSWORD_RESET'`);
    expectApiError(await verify(token), 400, 'ERR_INVALID_VERIFY_TOKEN');
    expectApiError(await reset(token, NEW_PASSWORD), 400, 'ERR_INVALID_VERIFY_TOKEN');
    expect((await signin(t, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/reset-password/{token}', () => {
  it('refuses a weak password with ERR_WEAK_PASSWORD and leaves the link usable', async () => {
    const { email } = await signedInOwner(t);
    const token = await resetToken(email);
    expectApiError(await reset(token, 'weakpass'), 400, 'ERR_WEAK_PASSWORD', [{ field: 'password', message: 'ERR_WEAK_PASSWORD' }]);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password: the old one fails, the new one works, the link is spent, every session ends', async () => {
    const owner = await signedInOwner(t);
    const otherDevice = await signin(t, owner.email, STRONG_PASSWORD);
    const token = await resetToken(owner.email);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json().data.user).uuid).toBe(owner.user.uuid);
    expect(response.body).not.toMatch(/argon2|password/i);

    expectApiError(await signin(t, owner.email, STRONG_PASSWORD), 401, 'ERR_INVALID_CREDENTIALS');
    expect((await signin(t, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectApiError(await reset(token, 'Encore#Autre3'), 400, 'ERR_INVALID_VERIFY_TOKEN');
    expectApiError(await verify(token), 400, 'ERR_INVALID_VERIFY_TOKEN');

    for (const refreshToken of [owner.refreshToken, otherDevice.json().data.refreshToken]) {
      const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
      expect(refreshed.statusCode).toBe(401);
    }
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: owner.auth }), 401, 'AUTH_SESSION_EXPIRED');
  });

  it('refuses an email verification token', async () => {
    const { email } = await signup(t);
    const mail = await t.mail.waitFor(email, isVerificationMail);
    expectApiError(await reset(tokenFromLink(mail.links), NEW_PASSWORD), 400, 'ERR_INVALID_VERIFY_TOKEN');
    expect((await verify(tokenFromLink(mail.links))).json().data.type).toBe('VERIFICATION');
  });

  it('answers an unknown token with 400 ERR_INVALID_VERIFY_TOKEN', async () => {
    expectApiError(await reset('B'.repeat(43), NEW_PASSWORD), 400, 'ERR_INVALID_VERIFY_TOKEN', [{ field: 'token', message: 'ERR_INVALID_VERIFY_TOKEN' }]);
  });

  it('verifies the email of an unverified account (the mail proved it)', async () => {
    const { email } = await signup(t);
    const token = await resetToken(email);
    expect((await reset(token, NEW_PASSWORD)).json().data.user.verified).toBe(true);
    expect((await signin(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a user slowed or refused by failed sign-ins sign in at once with the new password, from that address or any other', async () => {
    const { email } = await signedInOwner(t);
    const ip = uniqueIp();
    // That address is slowed…
    for (let i = 0; i < 6; i++) await signin(t, email, 'Wrong!Pass1', ip);
    expectApiError(await signin(t, email, STRONG_PASSWORD, ip), 429, 'ERR_TOO_MANY_REQUESTS');
    // …and the account refuses new addresses after 100 failures from unknown ones.
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 10 }, () => signin(t, email, 'Wrong!Pass1')));
    expectApiError(await signin(t, email, STRONG_PASSWORD), 429, 'ERR_TOO_MANY_REQUESTS');

    const token = await resetToken(email);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signin(t, email, NEW_PASSWORD, ip)).statusCode).toBe(200);
    expect((await signin(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { userSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { isVerificationMail, observable, signin, signup, tokenFromLink, uniqueEmail, uniqueIp, verifiedOwner } from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/verify/${encodeURIComponent(token)}` });
const resend = (email: string, ip = uniqueIp()) => t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', remoteAddress: ip, payload: { email } });
const invalidToken = [{ field: 'token', message: 'ERR_INVALID_VERIFY_TOKEN' }];

/** A new unverified owner and the token of the verification mail. */
async function pendingOwner() {
  const { email } = await signup(t);
  const mail = await t.mail.waitFor(email, isVerificationMail);
  return { email, token: tokenFromLink(mail.links) };
}

async function isVerified(email: string): Promise<boolean> {
  const { rows } = await t.db.execute(sql`SELECT verified FROM users WHERE email = ${email}`);
  return rows[0]?.verified === true;
}

describe('GET /api/users/verify/{token}', () => {
  it('verifies the email and answers type VERIFICATION with the user', async () => {
    const { email, token } = await pendingOwner();
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(['type', 'user']);
    expect(data.type).toBe('VERIFICATION');
    expect(userSchema.parse(data.user)).toMatchObject({ email, verified: true, permissionFlags: 'FULL_ADMIN' });
    expect(await isVerified(email)).toBe(true);
    expect((await signin(t, email)).statusCode).toBe(200);
  });

  it('works once: a second use answers 400 ERR_INVALID_VERIFY_TOKEN', async () => {
    const { token } = await pendingOwner();
    expect((await verify(token)).statusCode).toBe(200);
    expectApiError(await verify(token), 400, 'ERR_INVALID_VERIFY_TOKEN', invalidToken);
  });

  it('answers an unknown token with 400 ERR_INVALID_VERIFY_TOKEN', async () => {
    expectApiError(await verify('A'.repeat(43)), 400, 'ERR_INVALID_VERIFY_TOKEN', invalidToken);
  });

  it('answers an expired token with 400 and leaves the email unverified', async () => {
    const { email, token } = await pendingOwner();
    await t.db.execute(sql`
      UPDATE user_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`);
    expectApiError(await verify(token), 400, 'ERR_INVALID_VERIFY_TOKEN', invalidToken);
    expect(await isVerified(email)).toBe(false);
  });

  it('gives the verification token a 48-hour life', async () => {
    const { email } = await pendingOwner();
    const { rows } = await t.db.execute(sql`
      SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM user_tokens
      WHERE user_id = (SELECT id FROM users WHERE email = ${email}) AND type = 'VERIFICATION'`);
    expect(Number(rows[0]?.seconds)).toBeGreaterThan(48 * 3600 - 60);
    expect(Number(rows[0]?.seconds)).toBeLessThanOrEqual(48 * 3600);
  });

  it('stores tokens hashed: the token of the mail is nowhere in user_tokens', async () => {
    const { email, token } = await pendingOwner();
    const { rows } = await t.db.execute(sql`
      SELECT t.* FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ${email}`);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    // Nor can the stored value be used as a token.
    expectApiError(await verify(String(rows[0]!.token_hash)), 400, 'ERR_INVALID_VERIFY_TOKEN');
  });

  it('answers a malformed token (too long, bad encoding) with a 400 error object', async () => {
    expectApiError(await verify('x'.repeat(300)), 400, 'ERR_VALIDATION');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/users/verify/%zz' }), 400, 'ERR_VALIDATION');
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link to an unverified account and invalidates the previous one', async () => {
    const { email, token: first } = await pendingOwner();
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    const mail = await t.mail.waitFor(email, (m) => isVerificationMail(m) && tokenFromLink(m.links) !== first);
    const second = tokenFromLink(mail.links);

    expectApiError(await verify(first), 400, 'ERR_INVALID_VERIFY_TOKEN');
    expect((await verify(second)).statusCode).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('answers an unknown address, an unverified and a verified account identically', async () => {
    const unknown = uniqueEmail('nobody');
    const { email: pending } = await pendingOwner();
    const { email: verified } = await verifiedOwner(t);
    const answers = await Promise.all([resend(unknown), resend(pending), resend(verified)]);
    expect(answers[0]!.statusCode).toBe(200);
    expect(observable(answers[1]!)).toEqual(observable(answers[0]!));
    expect(observable(answers[2]!)).toEqual(observable(answers[0]!));
  });

  it('sends nothing to an already verified account', async () => {
    const { email: verified } = await verifiedOwner(t);
    const { email: pending } = await pendingOwner();
    const mailsBefore = t.mail.messages.filter((m) => m.to.includes(verified)).length;
    await resend(verified);
    await resend(pending);
    // The pending owner's new mail is written after the verified owner's request was handled.
    await t.mail.waitFor(pending, (m) => isVerificationMail(m) && t.mail.messages.filter((x) => x.to.includes(pending)).length >= 2);
    expect(t.mail.messages.filter((m) => m.to.includes(verified))).toHaveLength(mailsBefore);
    const { rows } = await t.db.execute(sql`
      SELECT count(*)::int AS n FROM user_tokens WHERE user_id = (SELECT id FROM users WHERE email = ${verified}) AND used_at IS NULL`);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses an invalid address with ERR_INVALID_EMAIL on the email field', async () => {
    expectApiError(await resend('not-an-email'), 400, 'ERR_VALIDATION', [{ field: 'email', message: 'ERR_INVALID_EMAIL' }]);
  });

  it('allows 3 requests per address and hour, then answers 429 with Retry-After', async () => {
    const email = uniqueEmail('resend');
    for (let i = 0; i < 3; i++) expect((await resend(email)).statusCode).toBe(200);
    const response = await resend(email.toUpperCase());
    expectApiError(response, 429, 'ERR_TOO_MANY_REQUESTS');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

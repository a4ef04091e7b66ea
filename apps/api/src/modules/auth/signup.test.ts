import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { isVerificationMail, signin, signup, tokenFromLink, uniqueEmail, uniqueIp, verifiedOwner } from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows a sign-up writes, to prove that a refused one wrote nothing. */
async function counts() {
  const { rows } = await t.db.execute(sql`
    SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM users)::int AS users,
           (SELECT count(*) FROM brands)::int AS brands, (SELECT count(*) FROM features)::int AS features,
           (SELECT count(*) FROM user_tokens)::int AS tokens`);
  return rows[0] as Record<string, number>;
}

async function usernameOf(email: string): Promise<string> {
  const { rows } = await t.db.execute(sql`SELECT username FROM users WHERE email = ${email}`);
  return String(rows[0]?.username);
}

describe('POST /api/auth/signup', () => {
  it('creates the account, its workspace, the pending SETUP feature and an unverified FULL_ADMIN, then mails a validation link', async () => {
    const { response, email } = await signup(t, { fullname: 'Jean-Pierre Tremblay', preferences: { language: 'en' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email } });
    const rows = await t.db.execute(sql`
      SELECT u.username, u.permission_flags, u.verified, u.password_hash, a.preferences,
             (SELECT count(*) FROM brands b WHERE b.account_id = a.id)::int AS brands,
             (SELECT count(*) FROM features f WHERE f.account_id = a.id AND f.type = 'SETUP' AND f.completed_at IS NULL)::int AS setup
      FROM users u JOIN accounts a ON a.id = u.account_id WHERE u.email = ${email}`);
    const row = rows.rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ username: 'jptremblay', permission_flags: 'FULL_ADMIN', verified: false, brands: 1, setup: 1 });
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // An English shop numbers its work orders WO-n (issue 10: the prefix is the shop's, from its language).
    expect(row.preferences).toEqual({ ...DEFAULT_ACCOUNT_PREFERENCES, language: 'en', worksheetPrefix: 'WO' });
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toContain('Confirm your email');
    expect(tokenFromLink(mail.links)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.links[0]).toMatch(/^http:\/\/atelier\.test\/#\/verify-email\?t=/);
  });

  it('writes French mails by default', async () => {
    const { email } = await signup(t);
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toContain('Confirmez votre adresse courriel');
  });

  it('stores the email in lower case and answers it so', async () => {
    const email = uniqueEmail('Mixed.Case').replace('garage.test', 'Garage.TEST');
    const { response } = await signup(t, { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email: email.toLowerCase() } });
    const { rows } = await t.db.execute(sql`SELECT email FROM users WHERE lower(email) = ${email.toLowerCase()}`);
    expect(rows).toEqual([{ email: email.toLowerCase() }]);
  });

  it('does not sign the new user in: the password works only after the email is verified', async () => {
    const { email } = await signup(t);
    expectApiError(await signin(t, email), 403, 'ERR_EMAIL_NOT_VERIFIED');
  });
});

describe('sign-up validation', () => {
  it.each([
    ['shorter than 6 characters', 'Ga!2x'],
    ['without a lowercase letter', 'GARAGE!2026'],
    ['without an uppercase letter', 'garage!2026'],
    ['without a digit', 'Garage!Deux'],
    ['without a symbol', 'Garage2026'],
  ])('refuses a password %s with ERR_WEAK_PASSWORD on the password field and writes nothing', async (_label, password) => {
    const before = await counts();
    const { response } = await signup(t, { password });
    expectApiError(response, 400, 'ERR_WEAK_PASSWORD', [{ field: 'password', message: 'ERR_WEAK_PASSWORD' }]);
    expect(await counts()).toEqual(before);
  });

  it('accepts a password of exactly 6 characters with every class', async () => {
    const { response } = await signup(t, { password: 'Ga!2xy' });
    expect(response.statusCode).toBe(201);
  });

  it.each([['not-an-email'], ['marie@'], ['@garage.test'], ['marie tremblay@garage.test']])(
    'refuses the email %j with ERR_INVALID_EMAIL on the email field and writes nothing',
    async (email) => {
      const before = await counts();
      const { response } = await signup(t, { email });
      expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'email', message: 'ERR_INVALID_EMAIL' }]);
      expect(await counts()).toEqual(before);
    },
  );

  it('requires the full name (ERR_FULLNAME_REQUIRED)', async () => {
    const { response } = await signup(t, { fullname: '   ' });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'fullname', message: 'ERR_FULLNAME_REQUIRED' }]);
  });

  it('requires the password (ERR_PASSWORD_REQUIRED)', async () => {
    const { response } = await signup(t, { password: '' });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'password', message: 'ERR_PASSWORD_REQUIRED' }]);
  });

  it('keeps the default timezone when the browser sent one the server does not know (the preferences page refuses it)', async () => {
    const { response, email } = await signup(t, { preferences: { language: 'en', dateTime: { timezone: 'Mars/Olympus', timeFormat: 'hh:mm A' } } });
    expect(response.statusCode).toBe(201);
    const { rows } = await t.db.execute(sql`
      SELECT a.preferences FROM accounts a JOIN users u ON u.account_id = a.id WHERE u.email = ${email}`);
    expect(rows[0]!.preferences).toEqual({
      ...DEFAULT_ACCOUNT_PREFERENCES,
      language: 'en',
      worksheetPrefix: 'WO',
      dateTime: { ...DEFAULT_ACCOUNT_PREFERENCES.dateTime, timeFormat: 'hh:mm A' },
    });
  });
});

describe('sign-up timezone', () => {
  it('stores the canonical name of a zone the browser reports by an alias (America/Montreal)', async () => {
    const { email } = await signup(t, { preferences: { dateTime: { timezone: 'America/Montreal' } } });
    const { rows } = await t.db.execute(sql`
      SELECT a.preferences FROM accounts a JOIN users u ON u.account_id = a.id WHERE u.email = ${email}`);
    expect((rows[0]!.preferences as { dateTime: { timezone: string } }).dateTime.timezone).toBe('America/Toronto');
  });
});

describe('sign-up with an email already in use', () => {
  it('answers exactly like a new sign-up, creates nothing, and mails the owner that they already have an account', async () => {
    const { email, password } = await verifiedOwner(t, { fullname: 'Paul Gagnon' });
    const before = await counts();
    const { response } = await signup(t, { email: email.toUpperCase(), fullname: 'Intruder Name', password: 'Other!Pass9' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { email } });
    expect(await counts()).toEqual(before);

    const mail = await t.mail.waitFor(email, (m) => /déjà un compte|already have an account/.test(m.subject));
    expect(mail.subject).toBe('Vous avez déjà un compte Atelier');
    expect(mail.text).toContain('Paul Gagnon');
    expect(mail.links).toEqual(['http://atelier.test/#/signin']);

    // The existing account is untouched: its password still works, the new one does not.
    expect((await signin(t, email, password)).statusCode).toBe(200);
    expectApiError(await signin(t, email, 'Other!Pass9'), 401, 'ERR_INVALID_CREDENTIALS');
  });
});

describe('username suggested from the full name', () => {
  it('takes the initials of all words but the last plus the last word, accents removed', async () => {
    const { email } = await signup(t, { fullname: 'Éloïse  de la Fontaine' });
    expect(await usernameOf(email)).toBe('edlfontaine');
  });

  it('adds the first free number when the suggestion is taken', async () => {
    const first = await signup(t, { fullname: 'Marie Tremblay-Leduc' });
    const second = await signup(t, { fullname: 'Marie Tremblay Leduc' });
    const third = await signup(t, { fullname: 'marie TREMBLAY leduc' });
    expect([await usernameOf(first.email), await usernameOf(second.email), await usernameOf(third.email)]).toEqual(['mtleduc', 'mtleduc2', 'mtleduc3']);
  });

  it('gives distinct usernames to sign-ups of the same name made at the same time', async () => {
    const results = await Promise.all([1, 2, 3].map(() => signup(t, { fullname: 'Simone Concurrent' })));
    expect(results.map((r) => r.response.statusCode)).toEqual([201, 201, 201]);
    const names = await Promise.all(results.map((r) => usernameOf(r.email)));
    expect(names.sort()).toEqual(['sconcurrent', 'sconcurrent2', 'sconcurrent3']);
  });

  it('falls back to the email local part when the name has no Latin letters', async () => {
    const email = `li.xiaolong.${Date.now().toString(36)}@garage.test`;
    await signup(t, { fullname: '李小龙', email });
    expect(await usernameOf(email)).toBe(email.split('@')[0]);
  });
});

describe('sign-up atomicity', () => {
  it('writes nothing when any part of the sign-up fails (one transaction)', async () => {
    // Make the last insert of the sign-up (the user) fail after account, brand and feature were written.
    await t.db.execute(
      sql.raw(`
      CREATE FUNCTION test_refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by test'; END $$;
      CREATE TRIGGER test_refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION test_refuse_user();`),
    );
    try {
      const before = await counts();
      const { response } = await signup(t, { fullname: 'Atomic Owner' });
      expectApiError(response, 500, 'ERR_INTERNAL', []);
      expect(response.body).not.toContain('refused by test');
      expect(await counts()).toEqual(before);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER test_refuse_user ON users; DROP FUNCTION test_refuse_user();'));
    }
  });
});

describe('sign-up throttling', () => {
  it('allows 20 sign-ups per IP and hour, then answers 429 with Retry-After and writes nothing', async () => {
    const ip = uniqueIp();
    const letters = 'abcdefghijklmnopqrst';
    const allowed = await Promise.all([...letters].map((l) => signup(t, { fullname: `Throttle${l}${l}` }, ip)));
    expect(allowed.map((r) => r.response.statusCode)).toEqual(Array(20).fill(201));

    const before = await counts();
    const { response } = await signup(t, { fullname: 'One Too Many' }, ip);
    expectApiError(response, 429, 'ERR_TOO_MANY_REQUESTS');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await counts()).toEqual(before);

    // Another address is not affected.
    expect((await signup(t, { fullname: 'Other Address' }, uniqueIp())).response.statusCode).toBe(201);
  });
});

describe('verification mail of a new sign-up', () => {
  it('carries a link whose token verifies this user', async () => {
    const { email } = await signup(t, { fullname: 'Link Check' });
    const mail = await t.mail.waitFor(email, isVerificationMail);
    const response = await t.app.inject({ method: 'GET', url: `/api/users/verify/${encodeURIComponent(tokenFromLink(mail.links))}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe(email);
  });
});

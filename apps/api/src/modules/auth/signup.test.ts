import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signup, tokenFromLink, uniqueEmail } from '../../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    expect(row.preferences).toEqual({ ...DEFAULT_ACCOUNT_PREFERENCES, language: 'en' });

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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sessionSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner } from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const validate = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/auth/refresh', () => {
  it('answers the user and a new pair of tokens; the new refresh token differs and the new access token works', async () => {
    const owner = await signedInOwner(t);
    const response = await refresh(owner.refreshToken);
    expect(response.statusCode).toBe(200);
    const data = sessionSchema.parse(response.json().data);
    expect(data.user.uuid).toBe(owner.user.uuid);
    expect(data.refreshToken).not.toBe(owner.refreshToken);
    expect(response.body).not.toMatch(/argon2|password/i);
    expect((await validate(data.accessToken)).statusCode).toBe(200);
    // The rotated token works in turn.
    expect((await refresh(data.refreshToken)).statusCode).toBe(200);
  });

  it('accepts a refresh token only once', async () => {
    const owner = await signedInOwner(t);
    expect((await refresh(owner.refreshToken)).statusCode).toBe(200);
    const again = await refresh(owner.refreshToken);
    expect(again.statusCode).toBe(401);
  });

  it('revokes the whole family when an old token is presented again', async () => {
    const owner = await signedInOwner(t);
    const second = (await refresh(owner.refreshToken)).json().data;
    const third = (await refresh(second.refreshToken)).json().data;

    // A thief replays the first token: the session ends for everyone.
    expectApiError(await refresh(owner.refreshToken), 401, 'AUTH_SESSION_EXPIRED');
    expectApiError(await refresh(third.refreshToken), 401, 'AUTH_SESSION_EXPIRED');
    expectApiError(await validate(third.accessToken), 401, 'AUTH_SESSION_EXPIRED');
    expectApiError(await validate(owner.accessToken), 401, 'AUTH_SESSION_EXPIRED');
  });

  it('leaves the other sessions of the user alone when one family is revoked', async () => {
    const owner = await signedInOwner(t);
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: owner.email, password: owner.password } });
    const otherSession = other.json().data;
    await refresh(owner.refreshToken);
    await refresh(owner.refreshToken); // reuse: revokes the first session only
    expect((await validate(otherSession.accessToken)).statusCode).toBe(200);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
  });

  it('answers an unknown token with 401 ERR_INVALID_REFRESH_TOKEN', async () => {
    expectApiError(await refresh('A'.repeat(43)), 401, 'ERR_INVALID_REFRESH_TOKEN', []);
  });

  it('answers a missing token with a 400 error object', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} }), 400, 'ERR_VALIDATION');
  });

  it('stores refresh tokens hashed: neither the first nor a rotated token is in the database', async () => {
    const owner = await signedInOwner(t);
    const rotated = (await refresh(owner.refreshToken)).json().data.refreshToken as string;
    const { rows } = await t.db.execute(sql`
      SELECT r.* FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id JOIN users u ON u.id = s.user_id
      WHERE u.uuid = ${owner.user.uuid}`);
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(owner.refreshToken);
    expect(dump).not.toContain(rotated);
    // The stored value is not a token either.
    expectApiError(await refresh(String(rows[0]!.token_hash)), 401, 'ERR_INVALID_REFRESH_TOKEN');
  });
});

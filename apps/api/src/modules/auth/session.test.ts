import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { userSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { sessionOf, signedInOwner, type Owner } from '../../../test/fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/validate', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const logout = (accessToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(accessToken) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

/** The session id carried by an access token (its `sid` claim). */
function sessionIdOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid;
}

/** An access token signed like the server's, with chosen claims. */
function forge(owner: Owner, options: { secret?: string; expiresAt?: number; issuer?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: sessionIdOf(owner.accessToken) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(owner.user.uuid)
    .setIssuer(options.issuer ?? 'atelier')
    .setIssuedAt(now - 3600)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(options.secret ?? t.config.jwtSecret));
}

let owner: Owner;
beforeAll(async () => {
  owner = await signedInOwner(t, { fullname: 'Session Keeper' });
});

describe('GET /api/auth/validate', () => {
  it('answers the user of a valid access token', async () => {
    const response = await validate(owner.auth);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data)).toEqual(['user']);
    expect(userSchema.parse(data.user)).toMatchObject({ uuid: owner.user.uuid, email: owner.email });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('accepts a token forged with the right secret and claims (the forging helper is sound)', async () => {
    expect((await validate(bearer(await forge(owner)))).statusCode).toBe(200);
  });

  it('reads the bearer scheme case-insensitively', async () => {
    const response = await validate({ authorization: `bearer ${owner.accessToken}` });
    expect(response.statusCode).toBe(200);
  });

  it('answers no token with 401 ERR_UNAUTHENTICATED', async () => {
    expectApiError(await validate(), 401, 'ERR_UNAUTHENTICATED', []);
  });

  it.each([
    ['garbage', 'Bearer not-a-jwt'],
    ['a JWT-looking garbage', 'Bearer aaa.bbb.ccc'],
    ['another scheme', `Basic ${Buffer.from('marie:Garage!2026').toString('base64')}`],
    ['an empty bearer', 'Bearer '],
  ])('answers %s with 401 ERR_UNAUTHENTICATED', async (_label, authorization) => {
    expectApiError(await validate({ authorization }), 401, 'ERR_UNAUTHENTICATED', []);
  });

  it('answers an expired access token with 401 ERR_AUTH_TOKEN_EXPIRED', async () => {
    const expired = await forge(owner, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expectApiError(await validate(bearer(expired)), 401, 'ERR_AUTH_TOKEN_EXPIRED', []);
  });

  it('answers a token signed with another secret with 401 ERR_UNAUTHENTICATED', async () => {
    const foreign = await forge(owner, { secret: 'another-secret-another-secret-another-1' });
    expectApiError(await validate(bearer(foreign)), 401, 'ERR_UNAUTHENTICATED');
  });

  it('answers an expired token signed with another secret as unauthenticated, not as expired', async () => {
    const foreign = await forge(owner, { secret: 'another-secret-another-secret-another-1', expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expectApiError(await validate(bearer(foreign)), 401, 'ERR_UNAUTHENTICATED');
  });

  it('answers a token of another issuer with 401 ERR_UNAUTHENTICATED', async () => {
    expectApiError(await validate(bearer(await forge(owner, { issuer: 'someone-else' }))), 401, 'ERR_UNAUTHENTICATED');
  });

  it('answers an unsigned token (alg none) with 401 ERR_UNAUTHENTICATED', async () => {
    const [, payload] = owner.accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectApiError(await validate(bearer(`${header}.${payload}.`)), 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its access token answers AUTH_SESSION_EXPIRED and its refresh token fails', async () => {
    const session = await sessionOf(t, owner.email, owner.password);
    const response = await logout(session.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expectApiError(await validate(session.auth), 401, 'AUTH_SESSION_EXPIRED', []);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('accepts the optional body the web app sends ({} or the refresh token)', async () => {
    for (const payload of [{}, { refreshToken: 'anything' }]) {
      const session = await sessionOf(t, owner.email, owner.password);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.auth, payload });
      expect(response.statusCode).toBe(200);
      expectApiError(await validate(session.auth), 401, 'AUTH_SESSION_EXPIRED');
    }
  });

  it('ends only that session: the other sessions of the user stay open', async () => {
    const phone = await sessionOf(t, owner.email, owner.password);
    const desk = await sessionOf(t, owner.email, owner.password);
    await logout(phone.accessToken);
    expect((await validate(desk.auth)).statusCode).toBe(200);
    expect((await refresh(desk.refreshToken)).statusCode).toBe(200);
  });

  it('requires a valid access token', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401, 'ERR_UNAUTHENTICATED');
  });
});

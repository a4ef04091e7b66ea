import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectApiError } from '../../test/api-error.js';
import { signedInOwner, signin } from '../../test/fixtures.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Two bugs on purpose: a thrown Error whose message carries internals, and a failing SQL query.
      extraRoutes: (app) => {
        app.get('/api/test-only/throw', async () => {
          throw new Error('boom: password_hash leaked from /work/secret/file.ts');
        });
        app.get('/api/test-only/sql', async () => {
          await t.db.execute(sql`SELECT password_hash FROM no_such_table`);
          return { data: null };
        });
        // What migration 0017's triggers raise on a change to an issued invoice.
        app.get('/api/test-only/issued', async () => {
          await t.db.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'issued document 1 cannot be changed' USING ERRCODE = 'P0A14'; END $$`);
          return { data: null };
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('correlation id', () => {
  it('is sent as X-Correlation-Id on a success answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-correlation-id']).toMatch(UUID);
  });

  it('is new for every request that does not send one', async () => {
    const [a, b] = await Promise.all([t.app.inject({ method: 'GET', url: '/api/health' }), t.app.inject({ method: 'GET', url: '/api/health' })]);
    expect(a.headers['x-correlation-id']).not.toBe(b.headers['x-correlation-id']);
  });

  it('is the same in the X-Correlation-Id header and in the error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const body = expectApiError(response, 404, 'ERR_ROUTE_NOT_FOUND');
    expect(body.correlationId).toMatch(UUID);
  });

  it('echoes a sane incoming X-Correlation-Id on success and on error', async () => {
    const id = 'client-req_0042.abc';
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-correlation-id': id } });
    expect(ok.headers['x-correlation-id']).toBe(id);
    const failed = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-correlation-id': id } });
    expect(expectApiError(failed, 404, 'ERR_ROUTE_NOT_FOUND').correlationId).toBe(id);
  });

  it.each([
    ['with spaces and markup', 'a b <script>alert(1)</script>'],
    ['too short', 'abc'],
    ['too long', 'x'.repeat(65)],
    ['with a line-breaking character', 'abcdefgh\u2028ijkl'],
  ])('replaces a junk incoming X-Correlation-Id (%s) with a new one', async (_label, junk) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-correlation-id': junk } });
    const body = expectApiError(response, 404, 'ERR_ROUTE_NOT_FOUND');
    expect(body.correlationId).not.toBe(junk);
    expect(body.correlationId).toMatch(UUID);
  });
});

describe('error object', () => {
  it('answers malformed JSON with 400 ERR_VALIDATION', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "marie", "password": ',
    });
    expectApiError(response, 400, 'ERR_VALIDATION');
  });

  it('answers an unsupported content type with a 4xx error object, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<signin><username>marie</username></signin>',
    });
    expectApiError(response, 415, 'ERR_VALIDATION');
  });

  it('answers a body over the size limit with 413 ERR_PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'x'.repeat(1_100_000), password: 'y' },
    });
    expectApiError(response, 413, 'ERR_PAYLOAD_TOO_LARGE');
  });

  it('answers a URL the router cannot read (bad percent-encoding, over-long parameter) with a 400 error object', async () => {
    const id = 'client-req_0099.bad-url';
    const badEncoding = await t.app.inject({ method: 'GET', url: '/api/users/verify/%E0%A4%A', headers: { 'x-correlation-id': id } });
    expect(expectApiError(badEncoding, 400, 'ERR_VALIDATION').correlationId).toBe(id);
    expect(badEncoding.body).not.toContain('%E0');
    const overLong = await t.app.inject({ method: 'GET', url: `/api/users/verify/${'x'.repeat(500)}` });
    expectApiError(overLong, 400, 'ERR_VALIDATION');
    expect(overLong.body).not.toContain('xxxx');
    // Refused before the hooks run, it still carries the security headers.
    for (const response of [badEncoding, overLong]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers an unknown /api route with 404 ERR_ROUTE_NOT_FOUND, whatever the method or Accept header', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/nothing-here' },
      { method: 'POST' as const, url: '/api/auth/nothing', payload: {} },
      { method: 'GET' as const, url: '/api/nothing-here', headers: { accept: 'text/html' } },
    ]) {
      expectApiError(await t.app.inject(request), 404, 'ERR_ROUTE_NOT_FOUND', []);
    }
  });

  it('lists schema failures per field with catalogue codes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: '', password: 'x' } });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'username', message: 'ERR_USERNAME_REQUIRED' }]);
  });

  it('lists every failing field, not only the first', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: '   ', password: '' } });
    const body = expectApiError(response, 400, 'ERR_VALIDATION');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'username', message: 'ERR_USERNAME_REQUIRED' },
        { field: 'password', message: 'ERR_PASSWORD_REQUIRED' },
      ]),
    );
    expect(body.details).toHaveLength(2);
  });

  it('names a missing field in the details', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'marie' } });
    const body = expectApiError(response, 400, 'ERR_VALIDATION');
    expect(body.details.map((d) => d.field)).toEqual(['password']);
  });

  it('answers a thrown bug with 500 ERR_INTERNAL and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/throw' });
    expectApiError(response, 500, 'ERR_INTERNAL', []);
    expect(response.body).not.toMatch(/boom|password_hash|secret|\.ts|at /);
  });

  it('answers a failing SQL query with 500 ERR_INTERNAL and no SQL text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/sql' });
    expectApiError(response, 500, 'ERR_INTERNAL', []);
    expect(response.body).not.toMatch(/SELECT|no_such_table|password_hash|does not exist|42P01/i);
  });

  it("answers the issued-document triggers' SQLSTATE P0A14 with 409 ERR_INVOICE_ISSUED, not a 500", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/issued' });
    expectApiError(response, 409, 'ERR_INVOICE_ISSUED', []);
    expect(response.body).not.toMatch(/P0A14|cannot be changed/);
  });
});

describe('text PostgreSQL cannot store', () => {
  // A NUL character passes every zod string check, but PostgreSQL refuses it in text and jsonb.
  it('answers a NUL character in a body, a query or jsonb with 400 ERR_VALIDATION, not a 500', async () => {
    expectApiError(await signin(t, 'someone\u0000else'), 400, 'ERR_VALIDATION');
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/lost-password', payload: { username: 'a\u0000b' } }), 400, 'ERR_VALIDATION');
    const owner = await signedInOwner(t);
    const headers = owner.auth;
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/users?q=a%00b', headers }), 400, 'ERR_VALIDATION');
    expectApiError(await t.app.inject({ method: 'PATCH', url: `/api/users/${owner.user.uuid}`, headers, payload: { fullname: 'Marie\u0000' } }), 400, 'ERR_VALIDATION');
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/api-keys', headers, payload: { name: 'key\u0000' } }), 400, 'ERR_VALIDATION');
    expectApiError(await t.app.inject({ method: 'PUT', url: '/api/account/preferences', headers, payload: { currency: 'C\u0000D' } }), 400, 'ERR_VALIDATION');
  });
});

describe('paths outside /api', () => {
  it('redirects a browser asking for an unknown page to the same path of the hash-routed app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/signin', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/signin');
    expect(response.headers['x-correlation-id']).toMatch(UUID);
  });

  it('keeps nested paths and drops the query string in the redirect', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/settings/users?x=1', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/settings/users');
  });

  it('answers a non-browser request for an unknown path with the 404 error object', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/signin', headers: { accept: 'application/json' } });
    expectApiError(response, 404, 'ERR_ROUTE_NOT_FOUND');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { setServerErrorReporter } from './reporter.js';

/**
 * Issue 17: the error handler sends the unexpected failures (5xx) to error reporting with the
 * correlation id the client saw, and never the catalogue's answers (4xx, AppError).
 */

type Report = { error: unknown; tags: Record<string, string> };
const reports: Report[] = [];
let t: TestApp;

beforeAll(async () => {
  setServerErrorReporter((error, tags) => reports.push({ error, tags }));
  t = await createTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.get('/api/test-only/bug/:token', async () => {
          throw new Error('a bug');
        });
        app.get('/api/test-only/refused', async () => {
          throw new AppError(409, 'ERR_ALREADY_EXISTS');
        });
        app.get('/api/test-only/unavailable', async () => {
          throw new AppError(503, 'ERR_SERVICE_UNAVAILABLE');
        });
        app.get('/api/test-only/lost-database', async () => {
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
        });
        app.get('/api/test-only/reporter-throws', async () => {
          setServerErrorReporter(() => {
            throw new Error('the reporter is down');
          });
          throw new Error('another bug');
        });
      },
    },
  );
});
afterEach(() => {
  reports.length = 0;
  setServerErrorReporter((error, tags) => reports.push({ error, tags }));
});
afterAll(async () => {
  setServerErrorReporter(undefined);
  await t.close();
});

describe('error reporting of the API', () => {
  it('reports a 500 with the correlation id, the method and the route pattern (never the URL with its token)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/bug/secret-token-abcdefghijklmnop', headers: { authorization: 'Bearer abc' } });
    expect(response.statusCode).toBe(500);
    expect(reports).toHaveLength(1);
    expect((reports[0]!.error as Error).message).toBe('a bug');
    expect(reports[0]!.tags).toEqual({
      correlation_id: response.json().correlationId,
      method: 'GET',
      route: '/api/test-only/bug/:token',
      status: '500',
    });
    expect(JSON.stringify(reports[0]!.tags)).not.toContain('secret-token');
  });

  it('reports a database lost during a request (503)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/lost-database' });
    expect(response.statusCode).toBe(503);
    expect(reports.map((r) => r.tags.status)).toEqual(['503']);
  });

  it('never reports a 4xx: catalogue refusals, validation, missing routes, missing sign-in', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/test-only/refused' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      t.app.inject({ method: 'GET', url: '/api/customers' }),
      t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'not an address' } }),
      t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([409, 404, 401, 400, 400]);
    expect(reports).toEqual([]);
  });

  it("never reports the catalogue's deliberate 503 (a service told to be unavailable)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(reports).toEqual([]);
  });

  it('answers the same 500 when the reporter itself fails', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/reporter-throws' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('ERR_INTERNAL');
  });
});

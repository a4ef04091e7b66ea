import { describe, expect, it } from 'vitest';
import { normalizeApiError, normalizeDetails } from './normalizeApiError';

const now = new Date('2025-01-02T03:04:05.000Z');

describe('normalizeApiError', () => {
  it('keeps the API error object as is', () => {
    const body = {
      type: 'VALIDATION',
      message: 'ERR_VALIDATION',
      details: [{ field: 'email', message: 'ERR_INVALID_EMAIL' }],
      correlationId: 'abc',
      timestamp: '2025-01-01T00:00:00.000Z',
    };
    expect(normalizeApiError(400, body, 'header-id', now)).toEqual(body);
  });

  it('builds an error object for an unreachable server, using the correlation header', () => {
    expect(normalizeApiError(502, '<html>Bad gateway</html>', 'req-1', now)).toEqual({
      type: 'SERVER',
      message: 'ERR_SERVICE_UNAVAILABLE',
      details: [],
      correlationId: 'req-1',
      timestamp: now.toISOString(),
    });
    expect(normalizeApiError(0, null, null, now).message).toBe('ERR_SERVICE_UNAVAILABLE');
  });

  it('derives type and code from the status when the body has none', () => {
    expect(normalizeApiError(429, {}, null, now)).toMatchObject({ type: 'RATE_LIMIT', message: 'ERR_TOO_MANY_REQUESTS' });
    expect(normalizeApiError(401, {}, null, now)).toMatchObject({ type: 'AUTHENTICATION', message: 'ERR_UNAUTHENTICATED' });
    expect(normalizeApiError(500, { type: 'WHATEVER' }, null, now)).toMatchObject({ type: 'SERVER', message: 'ERR_INTERNAL' });
  });
});

describe('normalizeDetails', () => {
  it('accepts a list or a map of field → code', () => {
    expect(normalizeDetails([{ field: 'password', message: 'ERR_WEAK_PASSWORD' }])).toEqual([{ field: 'password', message: 'ERR_WEAK_PASSWORD' }]);
    expect(normalizeDetails({ username: 'ERR_USERNAME_REQUIRED' })).toEqual([{ field: 'username', message: 'ERR_USERNAME_REQUIRED' }]);
    expect(normalizeDetails(undefined)).toEqual([]);
  });
});

describe('normalizeApiError: plan refusals (issue 16)', () => {
  it('keeps the 402’s plan object the upgrade prompt reads', () => {
    const body = {
      type: 'PLAN',
      message: 'ERR_PLAN_LIMIT',
      details: [],
      correlationId: 'c',
      timestamp: '2025-01-01T00:00:00.000Z',
      plan: { package: 'basic', resource: 'customers', limit: 100, upgradeTo: 'clever' },
    };
    expect(normalizeApiError(402, body, null, now)).toEqual(body);
  });

  it('leaves out a plan object it cannot read', () => {
    const body = { type: 'PLAN', message: 'ERR_PLAN_FEATURE', details: [], correlationId: 'c', timestamp: 't', plan: { package: 'gold' } };
    expect(normalizeApiError(402, body, null, now)).not.toHaveProperty('plan');
  });
});

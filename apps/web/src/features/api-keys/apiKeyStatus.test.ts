import { describe, expect, it } from 'vitest';
import { apiKeyStatus } from './apiKeyStatus';

const now = new Date('2026-06-01T12:00:00Z');

describe('apiKeyStatus', () => {
  it('is active without expiry, or before it', () => {
    expect(apiKeyStatus({ expiresAt: null, revokedAt: null }, now)).toBe('active');
    expect(apiKeyStatus({ expiresAt: '2026-06-01T12:00:01Z', revokedAt: null }, now)).toBe('active');
  });

  it('is expired from the expiry instant on', () => {
    expect(apiKeyStatus({ expiresAt: '2026-06-01T12:00:00Z', revokedAt: null }, now)).toBe('expired');
  });

  it('is revoked once revoked, even if also expired', () => {
    expect(apiKeyStatus({ expiresAt: '2026-01-01T00:00:00Z', revokedAt: '2026-02-01T00:00:00Z' }, now)).toBe('revoked');
  });
});

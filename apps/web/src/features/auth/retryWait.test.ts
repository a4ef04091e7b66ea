import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../shared/api/retryAfter';
import { formatRetryWait } from './retryWait';

describe('the wait of a throttled sign-in', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    const now = Date.parse('2026-11-23T08:00:00Z');
    expect(parseRetryAfter('Mon, 23 Nov 2026 08:02:00 GMT', now)).toBe(120);
  });

  it('says it in seconds, minutes or hours, rounded up', () => {
    expect(formatRetryWait(30, 'fr-CA')).toBe('dans 30 secondes');
    expect(formatRetryWait(240, 'fr-CA')).toBe('dans 4 minutes');
    expect(formatRetryWait(61, 'en')).toBe('in 61 seconds');
    expect(formatRetryWait(900, 'en')).toBe('in 15 minutes');
    expect(formatRetryWait(86_000, 'en')).toBe('in 24 hours');
  });
});

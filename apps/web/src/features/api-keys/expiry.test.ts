import { describe, expect, it } from 'vitest';
import { expiryInstant, minExpiryDate, validateCustomExpiry } from './expiry';

const now = new Date(2026, 5, 15, 10, 30); // 15 June 2026, 10:30 local

describe('expiryInstant', () => {
  it('sends nothing for a key that never expires', () => {
    expect(expiryInstant('never', '', now)).toBeNull();
  });

  it('counts whole days from now', () => {
    expect(new Date(expiryInstant('d30', '', now)!).getTime() - now.getTime()).toBe(30 * 86_400_000);
    expect(new Date(expiryInstant('y1', '', now)!).getTime() - now.getTime()).toBe(365 * 86_400_000);
  });

  it('keeps a chosen date valid until the end of that local day', () => {
    const instant = new Date(expiryInstant('custom', '2026-06-30', now)!);
    expect([instant.getFullYear(), instant.getMonth(), instant.getDate(), instant.getHours(), instant.getMinutes()]).toEqual([2026, 5, 30, 23, 59]);
  });
});

describe('validateCustomExpiry', () => {
  it('needs a date from tomorrow on', () => {
    expect(minExpiryDate(now)).toBe('2026-06-16');
    expect(validateCustomExpiry('2026-06-16', now)).toBeNull();
    expect(validateCustomExpiry('2026-06-15', now)).toBe('error.ERR_INVALID_DATE');
    expect(validateCustomExpiry('', now)).toBe('error.ERR_INVALID_DATE');
  });
});

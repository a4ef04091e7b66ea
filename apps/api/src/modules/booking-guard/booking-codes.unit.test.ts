import { describe, expect, it } from 'vitest';
import { bookingCodeHash, maskMobile, newBookingCode, sameHash } from './booking-codes.js';

const SECRET = 'test-secret-test-secret-test-secret-000';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i += 1) expect(newBookingCode()).toMatch(/^\d{6}$/);
  });

  it('hash per shop, address and secret: a code of one never matches another', () => {
    const base = bookingCodeHash(SECRET, { accountId: 1, email: 'a@b.test', code: '012345' });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(base, bookingCodeHash(SECRET, { accountId: 1, email: 'a@b.test', code: '012345' }))).toBe(true);
    expect(sameHash(base, bookingCodeHash(SECRET, { accountId: 2, email: 'a@b.test', code: '012345' }))).toBe(false);
    expect(sameHash(base, bookingCodeHash(SECRET, { accountId: 1, email: 'c@b.test', code: '012345' }))).toBe(false);
    expect(sameHash(base, bookingCodeHash(SECRET, { accountId: 1, email: 'a@b.test', code: '012346' }))).toBe(false);
    expect(sameHash(base, bookingCodeHash(`${SECRET}x`, { accountId: 1, email: 'a@b.test', code: '012345' }))).toBe(false);
    expect(sameHash(base, '')).toBe(false);
  });
});

describe('maskMobile', () => {
  it('shows only the last four digits and keeps the punctuation', () => {
    expect(maskMobile('4185550199')).toBe('••••••0199');
    expect(maskMobile('+1 418 555-0123')).toBe('+• ••• •••-0123');
    expect(maskMobile('123')).toBe('123');
    expect(maskMobile(null)).toBeNull();
    expect(maskMobile('')).toBeNull();
  });
});

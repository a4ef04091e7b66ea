import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { BOOKING_CODE_LENGTH } from '@atelier/contracts';
import { derivedKey } from './derived-key.js';

/** A fresh one-time code: BOOKING_CODE_LENGTH digits from the CSPRNG. */
export function newBookingCode(): string {
  return String(randomInt(0, 10 ** BOOKING_CODE_LENGTH)).padStart(BOOKING_CODE_LENGTH, '0');
}

/**
 * What booking_codes.code_hash keeps: an HMAC (key derived from the server secret) of the shop, the
 * email and the code. A plain hash of six digits is reversed in a millisecond; this one needs the
 * secret, and a code of one shop or address never matches another's.
 */
export function bookingCodeHash(secret: string, { accountId, email, code }: { accountId: number; email: string; code: string }): string {
  return createHmac('sha256', derivedKey(secret, 'booking-code/v1')).update(`${accountId}\u0000${email}\u0000${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** '+1 418 555-0123' → '+• ••• •••-0123': only the last four digits are shown. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const digits = mobile.replace(/\D/g, '').length;
  let seen = 0;
  return mobile.replace(/\d/g, (d) => {
    seen += 1;
    return seen > digits - 4 ? d : '•';
  });
}

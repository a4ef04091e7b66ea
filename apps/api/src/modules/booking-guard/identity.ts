import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './derived-key.js';

/*
 * The widget's proof that its visitor read a one-time code sent to an email (codes/verify), handed
 * back with the booking to link it to the shop's customer with that email. Stateless: an HMAC over
 * the shop, the email and an expiry; valid 30 minutes, in that shop only.
 */

export const IDENTITY_TTL_MINUTES = 30;

const sign = (secret: string, payload: string) => createHmac('sha256', derivedKey(secret, 'booking-identity/v1')).update(payload).digest();

/** `base64url(accountId.expirySeconds.email).base64url(hmac)`. */
export function signIdentity(secret: string, { accountId, email }: { accountId: number; email: string }, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + IDENTITY_TTL_MINUTES * 60;
  const payload = `${accountId}.${expires}.${email.trim().toLowerCase()}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
}

/** The email the identity proves, or null when it was signed for another shop, has expired, or was altered. */
export function readIdentity(secret: string, token: string, accountId: number, now = Date.now()): { email: string } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^(\d{1,10})\.(\d{1,12})\.(.+)$/s.exec(payload);
  if (!match || Number(match[1]) !== accountId) return null;
  if (Number(match[2]) * 1000 <= now) return null;
  return { email: match[3]! };
}

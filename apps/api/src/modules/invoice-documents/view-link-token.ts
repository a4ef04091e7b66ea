import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { VIEW_LINK_TTL_DAYS } from '@atelier/contracts';

/*
 * The customer's signed link to one document (POST /invoices/{uuid}/view-link): a token that
 * names the document's uuid and an expiry, signed with HMAC-SHA256. The key is derived from the
 * server secret (HKDF, its own label), so it signs nothing else and a JWT key never verifies it.
 * Stateless: nothing is stored, a link works until it expires.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const keys = new Map<string, Buffer>();

function viewLinkKey(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'atelier', 'invoice-view-link/v1', 32));
    keys.set(secret, key);
  }
  return key;
}

const sign = (secret: string, payload: string) => createHmac('sha256', viewLinkKey(secret)).update(payload).digest();

/** `base64url(uuid.expirySeconds).base64url(hmac)`, valid VIEW_LINK_TTL_DAYS from `now`. */
export function signViewToken(secret: string, uuid: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(Math.floor((now + VIEW_LINK_TTL_DAYS * DAY_MS) / 1000) * 1000);
  const payload = `${uuid}.${expiresAt.getTime() / 1000}`;
  return { token: `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload).toString('base64url')}`, expiresAt };
}

/**
 * Whether `token` was signed here for this `uuid` and has not expired. The signature is compared
 * in constant time; every failure is the same `false` (the route answers 404 for all of them).
 */
export function verifyViewToken(secret: string, uuid: string, token: string, now = Date.now()): boolean {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return false;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const match = /^([0-9a-f-]{36})\.(\d{1,12})$/.exec(payload);
  if (!match || match[1] !== uuid.toLowerCase()) return false;
  return Number(match[2]) * 1000 > now;
}

/** Where the customer opens it: the web app's public page (hash router), shell §2 `/invoices/{uuid}/view`. */
export function viewLinkUrl(publicUrl: string, uuid: string, token: string): string {
  return `${publicUrl}/#/invoices/${uuid}/view?t=${encodeURIComponent(token)}`;
}

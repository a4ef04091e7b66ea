import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies of the sign-in throttle (issue 10, NIST SP 800-63B §5.2.2 "a device the user
 * signed in from before"). After a successful sign-in the browser keeps, for that user, a token
 * signed by the server: `userId.deviceId.expiry.signature`. Nothing is stored on the server, so
 * every instance on the same secret recognises it. A shared shop computer keeps one token per
 * person who signed in there (the most recent few).
 *
 * The cookie is HttpOnly (scripts never read it), SameSite=Strict and scoped to the sign-in
 * route, so it is sent to nothing else; it grants no access by itself — it only exempts its
 * holder from the throttling of unknown sources for that one account.
 */
export const DEVICE_COOKIE = 'atelier_device';
export const DEVICE_COOKIE_PATH = '/api/auth/signin';
const VALID_DAYS = 365;
const MAX_TOKENS = 5;

type DeviceToken = { userId: number; deviceId: string; expiry: number; raw: string };

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`atelier-signin-device:${payload}`).digest('base64url').slice(0, 32);
}

function parse(secret: string, raw: string, nowSeconds: number): DeviceToken | undefined {
  const parts = raw.split('.');
  if (parts.length !== 4) return undefined;
  const [userText, deviceId, expiryText, sig] = parts as [string, string, string, string];
  const userId = Number(userText);
  const expiry = Number(expiryText);
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expiry) || expiry <= nowSeconds || !/^[A-Za-z0-9_-]{16,32}$/.test(deviceId)) return undefined;
  const expected = Buffer.from(signature(secret, `${userId}.${deviceId}.${expiry}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { userId, deviceId, expiry, raw };
}

/** The valid tokens of a Cookie header (forged, expired or malformed ones are ignored). */
export function readDeviceTokens(secret: string, cookieHeader: string | undefined, now = Date.now()): DeviceToken[] {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  if (!value) return [];
  const nowSeconds = Math.floor(now / 1000);
  return value
    .split('~')
    .slice(0, MAX_TOKENS)
    .map((raw) => parse(secret, raw, nowSeconds))
    .filter((token): token is DeviceToken => !!token);
}

/** The device id this browser proved for `userId`, if any. */
export function knownDevice(tokens: DeviceToken[], userId: number): string | undefined {
  return tokens.find((token) => token.userId === userId)?.deviceId;
}

/**
 * The Set-Cookie value after `userId` signed in: a fresh token for them (keeping their device id
 * if the browser had one) first, then the other people's tokens of this browser.
 */
export function deviceCookie(secret: string, tokens: DeviceToken[], userId: number, secure: boolean, now = Date.now()): string {
  const deviceId = knownDevice(tokens, userId) ?? randomBytes(16).toString('base64url');
  const expiry = Math.floor(now / 1000) + VALID_DAYS * 24 * 60 * 60;
  const mine = `${userId}.${deviceId}.${expiry}.${signature(secret, `${userId}.${deviceId}.${expiry}`)}`;
  const others = tokens.filter((token) => token.userId !== userId).map((token) => token.raw);
  const value = [mine, ...others].slice(0, MAX_TOKENS).join('~');
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${VALID_DAYS * 24 * 60 * 60}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

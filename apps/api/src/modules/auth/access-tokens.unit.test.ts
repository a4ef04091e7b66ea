import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { AppError } from '../../http/app-error.js';
import { signAccessToken, verifyAccessToken } from './access-tokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const claims = { userUuid: '0f8e3a52-6d1b-4c1e-9a57-3c2b1d0e9f11', sessionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('verifyAccessToken, a token verified before (kept for its life)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims on every use', async () => {
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
  });

  it('refuses it as expired once its time is over, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    expect(await codeOf(verifyAccessToken(SECRET, token))).toBe('ERR_AUTH_TOKEN_EXPIRED');
  });

  it('refuses it under another secret, though the first secret accepted it', async () => {
    const token = await signAccessToken(SECRET, claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await codeOf(verifyAccessToken(`${SECRET}-rotated`, token))).toBe('ERR_UNAUTHENTICATED');
  });

  it('refuses a token whose signature was altered, after the genuine one was accepted', async () => {
    const token = await signAccessToken(SECRET, claims);
    await verifyAccessToken(SECRET, token);
    // A character inside the signature (the last one also carries padding bits).
    const i = token.length - 10;
    const altered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
    expect(await codeOf(verifyAccessToken(SECRET, altered))).toBe('ERR_UNAUTHENTICATED');
  });

  it('refuses another issuer or algorithm as before', async () => {
    const key = new TextEncoder().encode(SECRET);
    const foreign = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userUuid)
      .setIssuer('elsewhere')
      .setExpirationTime('15m')
      .sign(key);
    expect(await codeOf(verifyAccessToken(SECRET, foreign))).toBe('ERR_UNAUTHENTICATED');
    const hs512 = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userUuid)
      .setIssuer('atelier')
      .setExpirationTime('15m')
      .sign(key);
    expect(await codeOf(verifyAccessToken(SECRET, hs512))).toBe('ERR_UNAUTHENTICATED');
  });
});

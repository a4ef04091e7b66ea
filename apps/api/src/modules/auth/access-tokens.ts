import { SignJWT, jwtVerify, errors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';
import { accessTokenExpired, unauthenticated } from './auth-errors.js';

export type AccessClaims = { userUuid: string; sessionId: string };

const ISSUER = 'atelier';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function signAccessToken(secret: string, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userUuid)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key(secret));
}

/**
 * Access tokens already verified (signature, algorithm, issuer, claims), by their whole text, with
 * the secret that verified them and their expiry. A client sends the same token on every call of
 * its 15 minutes; checking its HMAC again through WebCrypto (a key import and a verification on
 * the thread pool) was ≈ 0.3 ms of the event loop per call, as much as a small query. Only the
 * verdict on these exact bytes is kept: the session is still read on each call (authenticate.ts),
 * so a sign-out or a revoked session applies at once, and an expired token is checked again (and
 * refused) by jwtVerify. Bounded: past VERIFIED_MAX the oldest are forgotten first.
 */
const verified = new Map<string, { secret: string; exp: number; claims: AccessClaims }>();
const VERIFIED_MAX = 5000;

/** ERR_AUTH_TOKEN_EXPIRED tells the client to refresh; anything else is ERR_UNAUTHENTICATED. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  const known = verified.get(token);
  // jose's rule: a token is expired once `exp <= now` in whole seconds (no clock tolerance here).
  if (known && known.secret === secret && known.exp > Math.floor(Date.now() / 1000)) return known.claims;
  if (known) verified.delete(token);
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw unauthenticated();
    const claims = { userUuid: payload.sub, sessionId: payload.sid };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { secret, exp: payload.exp, claims });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw accessTokenExpired();
    if (error instanceof AppError) throw error;
    throw unauthenticated();
  }
}

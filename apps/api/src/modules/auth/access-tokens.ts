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

/** ERR_AUTH_TOKEN_EXPIRED tells the client to refresh; anything else is ERR_UNAUTHENTICATED. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw unauthenticated();
    return { userUuid: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw accessTokenExpired();
    if (error instanceof AppError) throw error;
    throw unauthenticated();
  }
}

import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { verifyAccessToken } from '../modules/auth/access-tokens.js';
import { findSessionUser } from '../modules/auth/queries.js';
import type { UserWithAccount } from '../modules/users/queries.js';
import { AppError } from './app-error.js';

export type AuthContext = UserWithAccount & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * preHandler for protected routes: a valid bearer access token whose session is still alive.
 * The user is read on every call, so a revoked session or a changed role applies at once.
 */
export function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    // The scheme is case-insensitive (RFC 9110 §11.1).
    const token = header && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError(401, 'ERR_UNAUTHENTICATED');
    const claims = await verifyAccessToken(deps.config.jwtSecret, token);
    const found = await findSessionUser(deps.db, claims.sessionId);
    if (!found || found.user.uuid !== claims.userUuid) throw new AppError(401, 'AUTH_SESSION_EXPIRED');
    request.auth = { ...found, sessionId: claims.sessionId };
  };
}

/** The authenticated context of a protected route (authenticate ran before). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'ERR_UNAUTHENTICATED');
  return request.auth;
}

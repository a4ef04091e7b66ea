import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@atelier/contracts';
import type { AppDeps } from '../deps.js';
import { findApiKeyUser, touchApiKey } from '../modules/api-keys/auth-queries.js';
import { isApiKey } from '../modules/api-keys/secrets.js';
import { verifyAccessToken } from '../modules/auth/access-tokens.js';
import { hashOpaqueToken } from '../modules/auth/opaque-tokens.js';
import { findSessionUser } from '../modules/auth/queries.js';
import { AppError } from './app-error.js';
import { scopeOf } from './scope.js';

/**
 * preHandler for protected routes: a bearer access token whose session is alive, or an API key
 * (`atk_…`) that is neither revoked nor expired. The user is read on every call, so a revoked
 * session, a deleted user or a changed role applies at once. It sets the request scope
 * (http/scope.ts) once; handlers read it with scopeOf(request).
 */
export function authenticate(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    // The scheme is case-insensitive (RFC 9110 §11.1).
    const token = header && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
    if (!token) throw new AppError(401, 'ERR_UNAUTHENTICATED');
    if (isApiKey(token)) {
      const found = await findApiKeyUser(deps.db, hashOpaqueToken(token));
      if (!found) throw new AppError(401, 'ERR_INVALID_API_KEY');
      void touchApiKey(deps.db, found.apiKeyId).catch((err) => request.log.warn({ err }, 'lastUsedAt not updated'));
      request.scope = { accountId: found.user.accountId, user: found.user, account: found.account, sessionId: null, apiKeyId: found.apiKeyId };
      return;
    }
    const claims = verifyAccessToken(deps.config.jwtSecret, token);
    const found = await findSessionUser(deps.db, claims.sessionId);
    if (!found || found.user.uuid !== claims.userUuid) throw new AppError(401, 'AUTH_SESSION_EXPIRED');
    request.scope = { accountId: found.user.accountId, ...found, sessionId: claims.sessionId, apiKeyId: null };
  };
}

/**
 * preHandler chain for a route: authenticate, then check the role matrix
 * (packages/contracts/src/permissions.ts). A missing permission is 403 ERR_FORBIDDEN.
 */
export function authorize(deps: AppDeps, permission: Permission) {
  const check = authenticate(deps);
  return async (request: FastifyRequest): Promise<void> => {
    await check(request);
    if (!can(scopeOf(request).user.permissionFlags, permission)) throw new AppError(403, 'ERR_FORBIDDEN');
  };
}

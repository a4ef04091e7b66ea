import type { FastifyRequest } from 'fastify';
import type { UserWithAccount } from '../modules/users/user-with-account.js';
import { AppError } from './app-error.js';

/**
 * The tenant: every account-owned query and use case reads and writes inside one account only.
 * A use case takes `(db or deps, input)` where `input` carries the scope (`Scope & { … }`, or
 * `RequestScope & { … }` when it acts as the caller: own profile, role checks, audit).
 */
export type Scope = { accountId: number };

/**
 * Who calls, resolved once per request by authenticate (http/authenticate.ts): the tenant, the
 * user and their account as stored now (role in `user.permissionFlags`, shop settings in
 * `account.preferences`), and how they signed in — a session, or an API key acting with its
 * creator's current rights.
 */
export type RequestScope = Scope & UserWithAccount & { sessionId: string | null; apiKeyId: number | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by authenticate on protected routes; null before it ran or on public routes. */
    scope: RequestScope | null;
  }
}

/** The request scope of a protected route (authenticate ran before). */
export function scopeOf(request: FastifyRequest): RequestScope {
  if (!request.scope) throw new AppError(401, 'ERR_UNAUTHENTICATED');
  return request.scope;
}

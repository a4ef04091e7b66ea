import type { Session } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { presentUser } from '../users/presenters.js';
import { findUserById } from '../users/queries.js';
import { signAccessToken } from './access-tokens.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens.js';
import { findLiveSession, revokeSession, rotateRefreshToken, useRefreshToken } from './queries.js';
import { invalidRefreshToken, sessionExpired } from './auth-errors.js';

/**
 * Rotates a refresh token (issue 2): each token works once; presenting a used one again means it
 * leaked, so the whole family (session) is revoked and both holders must sign in again.
 */
export async function refresh(deps: AppDeps, { refreshToken }: { refreshToken: string }): Promise<Session> {
  const used = await useRefreshToken(deps.db, hashOpaqueToken(refreshToken));
  if (!used) throw invalidRefreshToken();
  if (used.reused) {
    await revokeSession(deps.db, used.sessionId);
    throw sessionExpired();
  }
  const session = await findLiveSession(deps.db, used.sessionId);
  if (!session) throw sessionExpired();
  const next = newOpaqueToken();
  await rotateRefreshToken(deps.db, session.id, next.hash);
  const found = await findUserById(deps.db, session.userId);
  if (!found) throw sessionExpired();
  const accessToken = signAccessToken(deps.config.jwtSecret, { userUuid: found.user.uuid, sessionId: session.id });
  return { user: presentUser(found), accessToken, refreshToken: next.token };
}

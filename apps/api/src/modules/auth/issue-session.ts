import type { Session } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { presentUser } from '../users/presenters.js';
import type { UserWithAccount } from '../users/queries.js';
import { signAccessToken } from './access-tokens.js';
import { newOpaqueToken } from './opaque-tokens.js';
import { createSession } from './queries.js';

/** Opens a session: a new refresh-token family and a short-lived access token. */
export async function issueSession(deps: AppDeps, db: DbOrTx, found: UserWithAccount, userAgent?: string): Promise<Session> {
  const refresh = newOpaqueToken();
  const sessionId = await createSession(db, found.user.id, userAgent, refresh.hash);
  const accessToken = signAccessToken(deps.config.jwtSecret, { userUuid: found.user.uuid, sessionId });
  return { user: presentUser(found), accessToken, refreshToken: refresh.token };
}

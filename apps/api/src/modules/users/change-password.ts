import { isStrongPassword, type ChangePasswordBody } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { weakPassword } from '../auth/auth-errors.js';
import { hashPassword } from '../auth/passwords.js';
import { expireUserTokens, revokeUserSessions, setPasswordHash } from '../auth/queries.js';
import { clearSigninThrottle } from '../auth/signin.js';
import { assertMayChangePassword, assertSelfOr } from './access.js';
import { passwordMismatch, userNotFound } from './user-errors.js';
import { findAccountUser, revokeOtherSessions } from './queries.js';

/**
 * PATCH /users/{uuid}/password (issue 3): oneself, or a manager over a lower rank (a FULL_ADMIN
 * over anyone). The user's other sessions end: changing one's own password keeps the session
 * that changed it; a password set by someone else ends them all. Setting it also verifies the
 * email, so a technician invited without a reachable mailbox can be given a password.
 */
export async function changePassword(deps: AppDeps, { uuid, body, ...auth }: RequestScope & { uuid: string; body: ChangePasswordBody }): Promise<{ ok: true }> {
  assertSelfOr(auth.user, uuid, 'users:manage');
  const target = await findAccountUser(deps.db, { accountId: auth.user.accountId, uuid });
  if (!target) throw userNotFound();
  assertMayChangePassword(auth.user, target.user);
  if (body.password !== body.password2) throw passwordMismatch();
  if (!isStrongPassword(body.password)) throw weakPassword();
  const passwordHash = await hashPassword(body.password);
  const userId = target.user.id;
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    if (userId === auth.user.id && auth.sessionId) await revokeOtherSessions(tx, userId, auth.sessionId);
    else await revokeUserSessions(tx, userId);
    await clearSigninThrottle(tx, userId);
    // A pending invitation or lost-password link would otherwise replace this password later.
    await expireUserTokens(tx, userId, 'PASSWORD_RESET');
  });
  return { ok: true };
}

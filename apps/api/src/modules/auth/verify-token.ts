import { isStrongPassword, type User, type VerifyTokenType } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { fieldError } from '../../http/app-error.js';
import { presentUser } from '../users/presenters.js';
import { findUserById } from '../users/queries.js';
import { hashPassword } from './passwords.js';
import { hashOpaqueToken } from './opaque-tokens.js';
import { clearSigninThrottle } from './signin.js';
import { consumeUserToken, findUserToken, markVerified, revokeUserSessions, setPasswordHash } from './queries.js';

const invalidToken = () => fieldError('token', 'ERR_INVALID_VERIFY_TOKEN');

/**
 * GET /users/verify/{token} (shell spec §4): a VERIFICATION token verifies the email and is spent;
 * a PASSWORD_RESET token is only checked here and spent by the new-password step.
 */
export async function verifyToken(deps: AppDeps, token: string): Promise<{ type: VerifyTokenType; user: User }> {
  const found = await findUserToken(deps.db, hashOpaqueToken(token));
  if (!found) throw invalidToken();
  if (found.type === 'VERIFICATION') {
    await deps.db.transaction(async (tx) => {
      if (!(await consumeUserToken(tx, found.id))) throw invalidToken();
      await markVerified(tx, found.userId);
    });
  }
  const user = await findUserById(deps.db, found.userId);
  if (!user) throw invalidToken();
  return { type: found.type, user: presentUser(user) };
}

/**
 * PUT /users/reset-password/{token}: sets the password, verifies the email (the mail proved it),
 * ends every session of the user and lifts a sign-in lockout.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<{ user: User }> {
  if (!isStrongPassword(password)) throw fieldError('password', 'ERR_WEAK_PASSWORD');
  const found = await findUserToken(deps.db, hashOpaqueToken(token));
  if (!found || found.type !== 'PASSWORD_RESET') throw invalidToken();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, found.id))) throw invalidToken();
    await setPasswordHash(tx, found.userId, passwordHash);
    await revokeUserSessions(tx, found.userId);
    // The mail proved the owner: failed guesses of the old password no longer slow or refuse the account.
    await clearSigninThrottle(tx, found.userId);
  });
  const user = await findUserById(deps.db, found.userId);
  if (!user) throw invalidToken();
  return { user: presentUser(user) };
}

import { isStrongPassword, type User, type VerifyTokenType } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { presentUser } from '../users/presenters.js';
import { findUserById } from '../users/queries.js';
import { hashPassword } from './passwords.js';
import { hashOpaqueToken } from './opaque-tokens.js';
import { clearSigninThrottle } from './signin.js';
import { consumeUserToken, findUserToken, markVerified, revokeUserSessions, setPasswordHash } from './queries.js';
import { invalidVerifyToken, weakPassword } from './auth-errors.js';

/**
 * GET /users/verify/{token} (shell spec §4): a VERIFICATION token verifies the email and is spent;
 * a PASSWORD_RESET token is only checked here and spent by the new-password step.
 */
export async function verifyToken(deps: AppDeps, { token }: { token: string }): Promise<{ type: VerifyTokenType; user: User }> {
  const found = await findUserToken(deps.db, hashOpaqueToken(token));
  if (!found) throw invalidVerifyToken();
  if (found.type === 'VERIFICATION') {
    await deps.db.transaction(async (tx) => {
      if (!(await consumeUserToken(tx, found.id))) throw invalidVerifyToken();
      await markVerified(tx, found.userId);
    });
  }
  const user = await findUserById(deps.db, found.userId);
  if (!user) throw invalidVerifyToken();
  return { type: found.type, user: presentUser(user) };
}

/**
 * PUT /users/reset-password/{token}: sets the password, verifies the email (the mail proved it),
 * ends every session of the user and lifts a sign-in lockout.
 */
export async function resetPassword(deps: AppDeps, { token, password }: { token: string; password: string }): Promise<{ user: User }> {
  if (!isStrongPassword(password)) throw weakPassword();
  const found = await findUserToken(deps.db, hashOpaqueToken(token));
  if (!found || found.type !== 'PASSWORD_RESET') throw invalidVerifyToken();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, found.id))) throw invalidVerifyToken();
    await setPasswordHash(tx, found.userId, passwordHash);
    await revokeUserSessions(tx, found.userId);
    // The mail proved the owner: failed guesses of the old password no longer slow or refuse the account.
    await clearSigninThrottle(tx, found.userId);
  });
  const user = await findUserById(deps.db, found.userId);
  if (!user) throw invalidVerifyToken();
  return { user: presentUser(user) };
}

import type { Session, SigninBody } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { LIMITS, assertUnderLimits, clearLimit, hitLimit } from '../../http/rate-limit.js';
import { findUserByLogin } from '../users/queries.js';
import { issueSession } from './issue-session.js';
import { verifyPassword } from './passwords.js';

type Client = { ip: string; userAgent?: string };

/**
 * Sign-in by username or email (issue 2). Failures are throttled per account and per IP; the
 * same error and the same work whether or not the account exists. An unverified email is 403
 * (shell spec §4), told only to whoever knows the password.
 */
export async function signin(deps: AppDeps, body: SigninBody, client: Client): Promise<Session> {
  const found = await findUserByLogin(deps.db, body.username);
  const accountKey = found ? `signin:user:${found.user.id}` : `signin:login:${body.username.toLowerCase()}`;
  const ipKey = `signin:ip:${client.ip}`;
  await assertUnderLimits(deps.db, [
    { key: accountKey, limit: LIMITS.signinFailuresPerAccount },
    { key: ipKey, limit: LIMITS.signinFailuresPerIp },
  ]);
  const valid = await verifyPassword(found?.user.passwordHash, body.password);
  if (!found || !valid) {
    await hitLimit(deps.db, accountKey, LIMITS.signinFailuresPerAccount);
    await hitLimit(deps.db, ipKey, LIMITS.signinFailuresPerIp);
    throw new AppError(401, 'ERR_INVALID_CREDENTIALS');
  }
  if (!found.user.verified) throw new AppError(403, 'ERR_EMAIL_NOT_VERIFIED');
  await clearLimit(deps.db, accountKey);
  return issueSession(deps, deps.db, found, client.userAgent);
}

import type { Session, SigninBody } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { LIMITS, assertUnderLimits, clearLimit, hitLimit, releaseLimit, tooManyRequests } from '../../http/rate-limit.js';
import { findUserByLogin } from '../users/queries.js';
import { issueSession } from './issue-session.js';
import { verifyPassword } from './passwords.js';

type Client = { ip: string; userAgent?: string };

/** The sign-in failure counter of an existing account (a password reset clears it). */
export const signinAccountKey = (userId: number) => `signin:user:${userId}`;

/**
 * Sign-in by username or email (issue 2). Failures are throttled per account and per IP; the
 * same error and the same work whether or not the account exists. An unverified email is 403
 * (shell spec §4), told only to whoever knows the password.
 */
export async function signin(deps: AppDeps, body: SigninBody, client: Client): Promise<Session> {
  const found = await findUserByLogin(deps.db, body.username);
  const checks = [
    { key: found ? signinAccountKey(found.user.id) : `signin:login:${body.username.toLowerCase()}`, limit: LIMITS.signinFailuresPerAccount },
    { key: `signin:ip:${client.ip}`, limit: LIMITS.signinFailuresPerIp },
  ];
  // Cheap refusal first, without counting: a locked account does not lock its owner's address.
  await assertUnderLimits(deps.db, checks);
  // Then every attempt is counted before its password is checked, atomically, so simultaneous
  // attempts cannot all pass the check above; an attempt with the right password gives it back.
  for (const { key, limit } of checks) {
    const { count, retryAfter } = await hitLimit(deps.db, key, limit);
    if (count > limit.max) throw tooManyRequests(retryAfter);
  }
  const valid = await verifyPassword(found?.user.passwordHash, body.password);
  if (!found || !valid) throw new AppError(401, 'ERR_INVALID_CREDENTIALS');
  for (const { key } of checks) await releaseLimit(deps.db, key);
  if (!found.user.verified) throw new AppError(403, 'ERR_EMAIL_NOT_VERIFIED');
  await clearLimit(deps.db, checks[0]!.key);
  return issueSession(deps, deps.db, found, client.userAgent);
}

import type { Session, SigninBody } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import {
  LIMITS,
  acquireGate,
  clearLimit,
  clearLimitsStartingWith,
  hitLimit,
  peekLimit,
  releaseLimit,
  remember,
  signinDelaySeconds,
  tooManyRequests,
  type Limit,
} from '../../http/rate-limit.js';
import { findUserByLogin } from '../users/queries.js';
import { issueSession } from './issue-session.js';
import { verifyPassword } from './passwords.js';
import { deviceCookie, knownDevice, readDeviceTokens } from './signin-devices.js';
import { emailNotVerified, invalidCredentials } from './auth-errors.js';

type Client = { ip: string; userAgent?: string; cookie?: string };

/** An address a user signed in from stays known this long after the last success. */
const KNOWN_ADDRESS_DAYS = 90;

/** Every throttling key of an existing account starts with this (a password reset lifts them). */
const accountPrefix = (userId: number) => `signin:user:${userId}:`;
const knownAddressKey = (userId: number, ip: string) => `${accountPrefix(userId)}known:${ip}`;

/**
 * Lifts the sign-in throttling of an account: its owner proved themselves (a password reset
 * through the mail, or an administrator setting the password). Known addresses stay known.
 */
export async function clearSigninThrottle(db: DbOrTx, userId: number): Promise<void> {
  await clearLimitsStartingWith(db, accountPrefix(userId), [`${accountPrefix(userId)}known:`]);
}

/**
 * Sign-in by username or email (issue 2). The same error and the same work whether or not the
 * account exists. An unverified email is 403 (shell spec §4), told only to whoever knows the password.
 *
 * Throttling (issue 10, NIST SP 800-63B §5.2.2) never lets a stranger lock an owner out:
 * - per account and source (the device cookie of a browser that signed in to this account before,
 *   else the IP address): 5 free failures, then a wait that doubles from 30 s to 15 min between
 *   attempts (429 with Retry-After), then refusal after 20 failures in a day;
 * - per IP across accounts: 30 failures in 15 minutes (a browser with this account's device
 *   cookie is exempt);
 * - per account from unknown sources (neither its device cookie nor an address it signed in from
 *   in the last 90 days): 100 failures a day, after which only known sources may try.
 * A success clears its source's failures and makes the address and the device known.
 * The counters live in PostgreSQL: every instance on the database applies the same ones.
 */
export async function signin(deps: AppDeps, { body, client }: { body: SigninBody; client: Client }): Promise<{ session: Session; setCookie: string }> {
  const found = await findUserByLogin(deps.db, body.username);
  const account = found ? accountPrefix(found.user.id) : `signin:login:${body.username.trim().toLowerCase()}:`;
  const tokens = readDeviceTokens(deps.config.jwtSecret, client.cookie);
  const device = found ? knownDevice(tokens, found.user.id) : undefined;
  const known = !!device || (!!found && (await peekLimit(deps.db, knownAddressKey(found.user.id, client.ip))).count > 0);
  const source = device ? `device:${device}` : `ip:${client.ip}`;

  const sourceKey = `${account}source:${source}`;
  const waitKey = `${account}wait:${source}`;
  const counted: { key: string; limit: Limit }[] = [
    { key: sourceKey, limit: LIMITS.signinFailuresPerSource },
    ...(device ? [] : [{ key: `signin:ip:${client.ip}`, limit: LIMITS.signinFailuresPerIp }]),
    ...(known ? [] : [{ key: `${account}unknown`, limit: LIMITS.signinFailuresPerAccountFromUnknown }]),
  ];

  // Cheap refusals first, without counting: a source that must wait, or a limit already reached.
  const waiting = await peekLimit(deps.db, waitKey);
  if (waiting.count > 0) throw tooManyRequests(waiting.retryAfter);
  for (const { key, limit } of counted) {
    const { count, retryAfter } = await peekLimit(deps.db, key);
    if (count >= limit.max) throw tooManyRequests(retryAfter);
  }
  // Then every attempt is counted before its password is checked, atomically, so simultaneous
  // attempts cannot all pass the checks above; an attempt with the right password gives it back.
  let failures = 0;
  for (const { key, limit } of counted) {
    const { count, retryAfter } = await hitLimit(deps.db, key, limit);
    if (count > limit.max) throw tooManyRequests(retryAfter);
    if (key === sourceKey) failures = count;
  }
  // Beyond the free failures, an attempt of this source must take the wait gate, which then stays
  // closed for the next delay: of simultaneous attempts one goes on, the others wait.
  const delay = signinDelaySeconds(failures);
  if (delay > 0) {
    const gate = await acquireGate(deps.db, waitKey, delay);
    if (!gate.acquired) {
      await releaseLimit(deps.db, sourceKey);
      throw tooManyRequests(gate.retryAfter);
    }
  }

  const valid = await verifyPassword(found?.user.passwordHash, body.password);
  if (!found || !valid) throw invalidCredentials();
  for (const { key } of counted) await releaseLimit(deps.db, key);
  if (!found.user.verified) throw emailNotVerified();
  await clearLimit(deps.db, sourceKey);
  await clearLimit(deps.db, waitKey);
  await remember(deps.db, knownAddressKey(found.user.id, client.ip), KNOWN_ADDRESS_DAYS);
  const session = await issueSession(deps, deps.db, found, client.userAgent);
  const setCookie = deviceCookie(deps.config.jwtSecret, tokens, found.user.id, deps.config.publicUrl.startsWith('https:'));
  return { session, setCookie };
}

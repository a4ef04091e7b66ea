import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { LIMITS, hitLimit, tooManyRequests } from '../../http/rate-limit.js';
import { findUserByLogin } from '../users/queries.js';
import { sendInBackground, tokenMail } from './mails.js';

/**
 * Lost password (issue 2): the same answer whether or not the account exists; the reset mail is
 * prepared and sent after the answer, so not even the timing tells. Throttled per IP and per
 * typed username or email.
 */
export async function lostPassword(deps: AppDeps, { login, ip, log }: { login: string; ip: string; log: FastifyBaseLogger }): Promise<{ sent: true }> {
  const perIp = await hitLimit(deps.db, `lost:ip:${ip}`, LIMITS.lostPasswordPerIp);
  if (perIp.count > LIMITS.lostPasswordPerIp.max) throw tooManyRequests(perIp.retryAfter);
  const perAccount = await hitLimit(deps.db, `lost:login:${login.toLowerCase()}`, LIMITS.lostPasswordPerAccount);
  if (perAccount.count > LIMITS.lostPasswordPerAccount.max) throw tooManyRequests(perAccount.retryAfter);

  sendInBackground(async () => {
    const found = await findUserByLogin(deps.db, login);
    if (!found) return;
    const mail = await tokenMail(deps, deps.db, found, 'PASSWORD_RESET');
    await deps.mailer.send(mail);
  }, log);
  return { sent: true };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { LIMITS, hitLimit, tooManyRequests } from '../../http/rate-limit.js';
import { findUserByEmail } from '../users/queries.js';
import { sendInBackground, tokenMail } from './mails.js';

/** A new verification mail for an unverified account; the same answer for any address. */
export async function resendVerification(deps: AppDeps, { email, ip, log }: { email: string; ip: string; log: FastifyBaseLogger }): Promise<{ sent: true }> {
  const perIp = await hitLimit(deps.db, `resend:ip:${ip}`, LIMITS.lostPasswordPerIp);
  if (perIp.count > LIMITS.lostPasswordPerIp.max) throw tooManyRequests(perIp.retryAfter);
  const perAccount = await hitLimit(deps.db, `resend:email:${email}`, LIMITS.resendPerAccount);
  if (perAccount.count > LIMITS.resendPerAccount.max) throw tooManyRequests(perAccount.retryAfter);
  sendInBackground(async () => {
    const found = await findUserByEmail(deps.db, email);
    if (!found || found.user.verified) return;
    await deps.mailer.send(await tokenMail(deps, deps.db, found, 'VERIFICATION'));
  }, log);
  return { sent: true };
}

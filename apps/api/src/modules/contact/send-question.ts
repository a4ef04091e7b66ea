import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { hitLimit, releaseLimit, tooManyRequests, type Limit } from '../../http/rate-limit.js';
import { listBrands } from '../brands/queries.js';
import { supportMail } from './support-mail.js';
import { mailUnavailable } from './contact-errors.js';

/** Enough for real questions, too few to use the support mailbox as a relay. */
export const CONTACT_LIMIT: Limit = { max: 10, windowSeconds: 60 * 60 };

/**
 * POST /api/contact: mails the question to SUPPORT_EMAIL and waits for the mail server, so the
 * user learns when it did not go (503) instead of believing it sent. Throttled per user.
 */
export async function sendQuestion(deps: AppDeps, { message, log, ...auth }: RequestScope & { message: string; log: FastifyBaseLogger }): Promise<{ sent: true }> {
  const { user, account } = auth;
  const key = `contact:user:${user.uuid}`;
  const { count, retryAfter } = await hitLimit(deps.db, key, CONTACT_LIMIT);
  if (count > CONTACT_LIMIT.max) throw tooManyRequests(retryAfter);

  const [brand] = await listBrands(deps.db, { accountId: user.accountId });
  const mail = supportMail(deps.config.supportEmail, {
    message,
    fullname: user.fullname,
    email: user.email,
    username: user.username,
    role: user.permissionFlags,
    accountUuid: account.uuid,
    shopName: brand?.address?.name ?? null,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    log.error({ err }, 'support question not sent');
    // A question that did not leave does not count against the user's hourly allowance.
    await releaseLimit(deps.db, key);
    throw mailUnavailable();
  }
  return { sent: true };
}

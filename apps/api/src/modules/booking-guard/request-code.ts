import { BOOKING_CODE_MINUTES } from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { bookingCodes } from '../../db/schema/index.js';
import { fieldError } from '../../http/app-error.js';
import { hitLimit, tooManyRequests, type Limit } from '../../http/rate-limit.js';
import type { MailLanguage } from '../../mail/templates.js';
import { bookingCodeHash, newBookingCode } from './booking-codes.js';
import { bookingCodeMail } from './booking-mails.js';
import { bookingShopOf } from './booking-mail-queries.js';
import { assertHuman } from './human-check.js';
import { shopBySlug } from './shop-by-slug.js';

/** At most 3 codes per address and shop in 15 minutes (a mailbox is not flooded through a shop's widget). */
export const CODES_PER_EMAIL: Limit = { max: 3, windowSeconds: 15 * 60 };

/**
 * POST /api/public/shops/{slug}/codes: a one-time code mailed to `email`, whether or not the shop
 * has a customer with it, with the same answer (no enumeration): who reads the mailbox proves it,
 * and only codes/verify then says what the shop knows. Needs a solved proof-of-work.
 */
export async function requestCode(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'> & { log?: FastifyBaseLogger },
  { slug, email, altcha, language }: { slug: string; email: string | null | undefined; altcha: string | null | undefined; language: MailLanguage | null },
): Promise<{ sent: true; expiresAt: string }> {
  const { accountId } = await shopBySlug(deps.db, slug);
  if (!email) throw fieldError('email', 'ERR_INVALID_EMAIL');
  await assertHuman(deps, { altcha });
  const { count, retryAfter } = await hitLimit(deps.db, `booking-code:${accountId}:${email}`, CODES_PER_EMAIL);
  if (count > CODES_PER_EMAIL.max) throw tooManyRequests(retryAfter);
  const code = newBookingCode();
  const [row] = await deps.db
    .insert(bookingCodes)
    .values({
      accountId,
      email,
      codeHash: bookingCodeHash(deps.config.jwtSecret, { accountId, email, code }),
      expiresAt: new Date(Date.now() + BOOKING_CODE_MINUTES * 60_000),
    })
    .returning({ expiresAt: bookingCodes.expiresAt });
  const shop = await bookingShopOf(deps.db, accountId);
  try {
    await deps.mailer.send(
      bookingCodeMail({ to: email, code, shopName: shop?.name ?? 'Atelier', lang: language ?? shop?.language ?? 'fr', minutes: BOOKING_CODE_MINUTES }),
    );
  } catch (err) {
    // The answer stays the same (a failing mail server tells nothing about the address either); the visitor asks again.
    deps.log?.error({ err }, 'booking code mail not sent');
  }
  return { sent: true, expiresAt: row!.expiresAt.toISOString() };
}

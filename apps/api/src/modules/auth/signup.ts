import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_ACCOUNT_PREFERENCES, isStrongPassword, mergePreferences, suggestUsername, type SignupBody } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { accounts, brands, features, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { hitLimit, tooManyRequests } from '../../http/rate-limit.js';
import { seedAccountDefaults } from '../account-defaults/seed-account-defaults.js';
import { canonicalTimezone } from '../accounts/canonical-timezone.js';
import { existingAccountMail, mailLanguage } from '../../mail/templates.js';
import { findUserByEmail, findUserById, usernamesLike } from '../users/queries.js';
import { sendInBackground, tokenMail } from './mails.js';
import { hashPassword } from './passwords.js';
import { weakPassword } from './auth-errors.js';

/**
 * Sign-up (issue 2): in one transaction an account with the default preferences (shell §3), its
 * workspace (brand), the pending SETUP feature, the account defaults (equipment types, statuses, taxes, catalogue) and the
 * user as FULL_ADMIN, not verified; then a verification mail. An email already in use gets the
 * same answer (its owner gets a mail instead), so the call never tells whether an address has an
 * account.
 */
export async function signup(deps: AppDeps, { body, ip, log }: { body: SignupBody; ip: string; log: FastifyBaseLogger }): Promise<{ email: string }> {
  if (!isStrongPassword(body.password)) throw weakPassword();
  const perIp = { max: deps.config.signupLimitPerHour, windowSeconds: 60 * 60 };
  const { count, retryAfter } = await hitLimit(deps.db, `signup:ip:${ip}`, perIp);
  if (count > perIp.max) throw tooManyRequests(retryAfter);

  const passwordHash = await hashPassword(body.password);
  const created = await retryOnUsernameRace(() =>
    deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) return undefined;
      const preferences = mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, knownTimezoneOnly(body.preferences));
      const [account] = await tx.insert(accounts).values({ preferences }).returning({ id: accounts.id });
      await tx.insert(brands).values({ accountId: account!.id });
      await tx.insert(features).values({ accountId: account!.id, type: 'SETUP' });
      await seedAccountDefaults(tx, { accountId: account!.id, language: preferences.language });
      const username = await freeUsername(tx, suggestUsername(body.fullname) || body.email.split('@')[0]!);
      const [user] = await tx
        .insert(users)
        .values({ accountId: account!.id, username, fullname: body.fullname, email: body.email, passwordHash, permissionFlags: 'FULL_ADMIN' })
        .returning({ id: users.id });
      const found = (await findUserById(tx, user!.id))!;
      return tokenMail(deps, tx, found, 'VERIFICATION');
    }),
  ).catch((error: unknown) => {
    // Two sign-ups racing for one email: the loser is answered like any existing address.
    if (isUniqueViolation(error, 'users_email_idx')) return undefined;
    throw error;
  });

  if (created) {
    sendInBackground(() => deps.mailer.send(created), log);
  } else {
    sendInBackground(async () => {
      const existing = await findUserByEmail(deps.db, body.email);
      if (!existing) return;
      await deps.mailer.send(
        existingAccountMail({
          to: existing.user.email,
          fullname: existing.user.fullname,
          lang: mailLanguage(existing.account.preferences.language),
          supportEmail: deps.config.supportEmail,
          url: `${deps.config.publicUrl}/#/signin`,
        }),
      );
    }, log);
  }
  return { email: body.email };
}

/**
 * The browser's timezone is sent without the user choosing it, so a zone this server does not
 * know (the preferences page refuses it) is not stored: the account keeps the default one.
 */
function knownTimezoneOnly(preferences: SignupBody['preferences']): SignupBody['preferences'] {
  const sent = preferences?.dateTime?.timezone;
  if (sent === undefined) return preferences;
  const timezone = canonicalTimezone(sent);
  if (timezone) return { ...preferences, dateTime: { ...preferences!.dateTime, timezone } };
  const { timezone: _unknown, ...dateTime } = preferences!.dateTime!;
  return { ...preferences, dateTime };
}

/** The suggested username, or the same followed by the first free number. */
export async function freeUsername(db: DbOrTx, wanted: string): Promise<string> {
  const base =
    wanted
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'atelier';
  const taken = await usernamesLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** Two sign-ups may pick the same free username at once; the loser tries again. */
async function retryOnUsernameRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'users_username_lower_idx')) throw error;
    }
  }
}

import { PASSWORD_RESET_TOKEN_TTL_HOURS, VERIFICATION_TOKEN_TTL_HOURS, type VerifyTokenType } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { mailLanguage, passwordResetMail, verificationMail } from '../../mail/templates.js';
import type { UserWithAccount } from '../users/queries.js';
import { newOpaqueToken } from './opaque-tokens.js';
import { expireUserTokens, insertUserToken } from './queries.js';

/** The account validation page opens on this link; the token says what it is for. */
export function validationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/verify-email?t=${encodeURIComponent(token)}`;
}

const TTL_HOURS: Record<VerifyTokenType, number> = {
  VERIFICATION: VERIFICATION_TOKEN_TTL_HOURS,
  PASSWORD_RESET: PASSWORD_RESET_TOKEN_TTL_HOURS,
};

/** Creates a one-time token (superseding earlier ones of its type) and the mail that carries it. */
export async function tokenMail(deps: AppDeps, db: DbOrTx, found: UserWithAccount, type: VerifyTokenType) {
  const { token, hash } = newOpaqueToken();
  await expireUserTokens(db, found.user.id, type);
  await insertUserToken(db, found.user.id, type, hash, TTL_HOURS[type]);
  const params = {
    to: found.user.email,
    fullname: found.user.fullname,
    lang: mailLanguage(found.account.preferences.language),
    supportEmail: deps.config.supportEmail,
    url: validationLink(deps.config.publicUrl, token),
    token,
  };
  return type === 'VERIFICATION' ? verificationMail(params) : passwordResetMail(params);
}

/**
 * Sends without making the caller wait: the answer (and its timing) must not depend on whether
 * a mail went out, and a mail server hiccup must not fail a sign-up.
 */
export function sendInBackground(work: () => Promise<unknown>, log: { error: (o: object, m: string) => void }): void {
  void work().catch((err) => log.error({ err }, 'mail not sent'));
}

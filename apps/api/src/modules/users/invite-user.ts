import { effectivePackage } from '@atelier/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { canAssignRole, type InviteUserBody, type User } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import type { Mail } from '../../mail/mailer.js';
import { invitationElsewhereMail, invitationMail, mailLanguage } from '../../mail/templates.js';
import { sendInBackground, validationLink } from '../auth/mails.js';
import { assertWithinLimit } from '../billing/index.js';
import { freeUsername } from '../auth/signup.js';
import { newOpaqueToken } from '../auth/opaque-tokens.js';
import { insertUserToken } from '../auth/queries.js';
import { presentUser } from './presenters.js';
import { findUserByEmail, findUserById, insertUser, reserveUserId, shopName, usernameHolder, type UserWithAccount } from './queries.js';
import { isTakenViolation, rethrowAsTaken, roleNotAllowed, takenError } from './user-errors.js';

/** An invitation stays valid a week: the invitee may not read their mail the same day. */
export const INVITATION_VALID_DAYS = 7;

/**
 * POST /users/invite (issue 3): a new user of the caller's account, not verified and without a
 * password, and a mail whose link (a PASSWORD_RESET-type token) lets them choose one; choosing it
 * verifies the email. The role follows canAssignRole: only a FULL_ADMIN invites a FULL_ADMIN.
 *
 * Usernames and emails are unique across all shops (sign-in and lost password accept either), but
 * the answer never tells one shop about another's users (issue 10):
 * - taken in the caller's own shop: 409 ERR_USERNAME_TAKEN / ERR_EMAIL_TAKEN, as the caller
 *   already sees those users in their list;
 * - a username taken in another shop: the invitee gets the first free variant of it (`jdupont2`,
 *   as sign-up picks usernames), given in the invitation mail; 201 as for a free one;
 * - an email of another shop's user: nothing is written (that user and their shop stay as they
 *   are, an address serves one account); the answer is the same 201 with a user of the same shape
 *   (a fresh uuid and id), and the address's owner is told by mail that a shop tried to invite it.
 */
export async function inviteUser(deps: AppDeps, { body, log, ...auth }: RequestScope & { body: InviteUserBody; log: FastifyBaseLogger }): Promise<User> {
  const actor = auth.user;
  if (!canAssignRole({ role: actor.permissionFlags, self: false }, 'GUEST', body.permissionFlags)) {
    throw roleNotAllowed();
  }
  const outcome = await retryOnOtherShopRace(() =>
    deps.db.transaction(async (tx): Promise<{ user: User; mail: Mail }> => {
      // First, before anything tells an invitation of another shop's address apart: at the
      // plan's users limit every invitation is refused alike.
      await assertWithinLimit(tx, deps, { accountId: actor.accountId }, 'users');
      const usernameAccount = await usernameHolder(tx, body.username);
      if (usernameAccount === actor.accountId) throw takenError('username');
      const emailHolder = await findUserByEmail(tx, body.email);
      if (emailHolder?.user.accountId === actor.accountId) throw takenError('email');
      const shop = await shopName(tx, { accountId: actor.accountId });
      if (emailHolder) return { user: await unsentInvitation(tx, auth, body), mail: elsewhereMail(deps, emailHolder, actor.fullname, shop) };

      const username = usernameAccount === undefined ? body.username : await freeUsername(tx, body.username);
      const id = await insertUser(tx, { accountId: actor.accountId, ...body, username });
      const invited = (await findUserById(tx, id))!;
      const { token, hash } = newOpaqueToken();
      await insertUserToken(tx, id, 'PASSWORD_RESET', hash, INVITATION_VALID_DAYS * 24);
      const mail = invitationMail({
        to: invited.user.email,
        fullname: invited.user.fullname,
        username: invited.user.username,
        lang: mailLanguage(invited.account.preferences.language),
        supportEmail: deps.config.supportEmail,
        url: validationLink(deps.config.publicUrl, token),
        token,
        invitedBy: actor.fullname,
        shopName: shop,
        validDays: INVITATION_VALID_DAYS,
      });
      return { user: presentUser(invited), mail };
    }),
  );
  sendInBackground(() => deps.mailer.send(outcome.mail), log);
  return outcome.user;
}

/**
 * The answer to an invitation of another shop's address: the user the invitation would have
 * created (same fields, a fresh uuid and a real unused id), stored nowhere.
 */
async function unsentInvitation(tx: DbOrTx, auth: RequestScope, body: InviteUserBody): Promise<User> {
  return {
    uuid: randomUUID(),
    id: await reserveUserId(tx),
    username: body.username.toLowerCase(),
    fullname: body.fullname,
    email: body.email,
    permissionFlags: body.permissionFlags,
    verified: false,
    picture: null,
    account: { uuid: auth.account.uuid, package: effectivePackage(auth.account) },
  };
}

function elsewhereMail(deps: AppDeps, holder: UserWithAccount, invitedBy: string, shop: string | null): Mail {
  return invitationElsewhereMail({
    to: holder.user.email,
    fullname: holder.user.fullname,
    lang: mailLanguage(holder.account.preferences.language),
    supportEmail: deps.config.supportEmail,
    url: `${deps.config.publicUrl}/#/signin`,
    invitedBy,
    shopName: shop,
  });
}

/**
 * A simultaneous insert may take the username or email between the checks and the insert: the
 * work runs again, so the checks classify it (409 if in the caller's shop, the paths above if in
 * another) and a race tells no more than the checks do.
 */
async function retryOnOtherShopRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isTakenViolation(error)) rethrowAsTaken(error);
    }
  }
}

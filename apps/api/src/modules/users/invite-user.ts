import type { FastifyBaseLogger } from 'fastify';
import { canAssignRole, type InviteUserBody, type User } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/authenticate.js';
import { invitationMail, mailLanguage } from '../../mail/templates.js';
import { sendInBackground, validationLink } from '../auth/mails.js';
import { newOpaqueToken } from '../auth/opaque-tokens.js';
import { insertUserToken } from '../auth/queries.js';
import { presentUser } from './presenters.js';
import { findUserByEmail, findUserById, insertUser, isUsernameTaken, shopName } from './queries.js';
import { rethrowAsTaken, takenError } from './unique-violation.js';

/** An invitation stays valid a week: the invitee may not read their mail the same day. */
export const INVITATION_VALID_DAYS = 7;

/**
 * POST /users/invite (issue 3): a new user of the caller's account, not verified and without a
 * password, and a mail whose link (a PASSWORD_RESET-type token) lets them choose one; choosing it
 * verifies the email. The role follows canAssignRole: only a FULL_ADMIN invites a FULL_ADMIN.
 */
export async function inviteUser(deps: AppDeps, auth: AuthContext, body: InviteUserBody, log: FastifyBaseLogger): Promise<User> {
  const actor = auth.user;
  if (!canAssignRole({ role: actor.permissionFlags, self: false }, 'GUEST', body.permissionFlags)) {
    throw new AppError(403, 'ERR_ROLE_NOT_ALLOWED', [{ field: 'permissionFlags', message: 'ERR_ROLE_NOT_ALLOWED' }]);
  }
  const { invited, mail } = await deps.db
    .transaction(async (tx) => {
      if (await isUsernameTaken(tx, body.username)) throw takenError('username');
      if (await findUserByEmail(tx, body.email)) throw takenError('email');
      const id = await insertUser(tx, { accountId: actor.accountId, ...body });
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
        shopName: await shopName(tx, { accountId: actor.accountId }),
        validDays: INVITATION_VALID_DAYS,
      });
      return { invited, mail };
    })
    .catch(rethrowAsTaken);
  sendInBackground(() => deps.mailer.send(mail), log);
  return presentUser(invited);
}

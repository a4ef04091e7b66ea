import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { revokeUserApiKeys } from '../api-keys/queries.js';
import { expireUserTokens, revokeUserSessions } from '../auth/queries.js';
import { assertMayEdit } from './access.js';
import { cannotDeleteSelf, lastFullAdmin, userNotFound } from './user-errors.js';
import { findAccountUser, lockFullAdmins, softDeleteUser } from './queries.js';

/**
 * DELETE /users/{uuid}: a soft delete (the row stays for the history) that ends the user's
 * sessions, API keys and pending mail links at once. The route requires users:manage; nobody
 * deletes themselves, and the last FULL_ADMIN stays (checked under the FULL_ADMIN lock, like a
 * demotion).
 */
export async function deleteUser(deps: AppDeps, { uuid, ...auth }: RequestScope & { uuid: string }): Promise<{ uuid: string }> {
  const actor = auth.user;
  if (uuid === actor.uuid) throw cannotDeleteSelf();
  await deps.db.transaction(async (tx) => {
    const fullAdmins = await lockFullAdmins(tx, { accountId: actor.accountId });
    const target = await findAccountUser(tx, { accountId: actor.accountId, uuid });
    if (!target) throw userNotFound();
    assertMayEdit(actor, target.user);
    const id = target.user.id;
    if (target.user.permissionFlags === 'FULL_ADMIN' && !fullAdmins.some((other) => other !== id)) {
      throw lastFullAdmin();
    }
    await softDeleteUser(tx, { accountId: actor.accountId, id });
    await revokeUserSessions(tx, id);
    await revokeUserApiKeys(tx, { accountId: actor.accountId, userId: id });
    await expireUserTokens(tx, id, 'PASSWORD_RESET');
    await expireUserTokens(tx, id, 'VERIFICATION');
  });
  return { uuid };
}

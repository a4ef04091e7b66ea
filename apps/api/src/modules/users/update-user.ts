import { canAssignRole, type Role, type User } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { assertMayEdit, assertSelfOr } from './access.js';
import { lastFullAdmin, roleNotAllowed, userNotFound } from './user-errors.js';
import { presentUser } from './presenters.js';
import { findAccountUser, lockFullAdmins, updateUserFields } from './queries.js';

/**
 * PATCH and PUT /users/{uuid}: full name and role. Oneself needs profile:own and may only lower
 * one's role; others need users:manage, and FULL_ADMINs are touched only by a FULL_ADMIN. The
 * shop keeps at least one FULL_ADMIN, checked under a lock on the account's FULL_ADMIN rows.
 */
export async function updateUser(
  deps: AppDeps,
  { uuid, body: fields, ...auth }: RequestScope & { uuid: string; body: { fullname?: string; permissionFlags?: Role } },
): Promise<User> {
  const actor = auth.user;
  assertSelfOr(actor, uuid, 'users:manage');
  return deps.db.transaction(async (tx) => {
    const fullAdmins = await lockFullAdmins(tx, { accountId: actor.accountId });
    const target = await findAccountUser(tx, { accountId: actor.accountId, uuid });
    if (!target) throw userNotFound();
    assertMayEdit(actor, target.user);
    const from = target.user.permissionFlags;
    const to = fields.permissionFlags ?? from;
    if (!canAssignRole({ role: actor.permissionFlags, self: target.user.id === actor.id }, from, to)) {
      throw roleNotAllowed();
    }
    if (from === 'FULL_ADMIN' && to !== 'FULL_ADMIN' && !fullAdmins.some((id) => id !== target.user.id)) {
      throw lastFullAdmin('permissionFlags');
    }
    await updateUserFields(tx, { accountId: actor.accountId, id: target.user.id }, { fullname: fields.fullname, permissionFlags: to });
    return presentUser((await findAccountUser(tx, { accountId: actor.accountId, uuid }))!);
  });
}

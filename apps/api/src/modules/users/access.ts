import { can, ROLE_RANK, type Permission } from '@atelier/contracts';
import type { UserWithAccount } from './queries.js';
import { forbidden } from './user-errors.js';

type Actor = UserWithAccount['user'];
type Target = UserWithAccount['user'];

/**
 * Oneself needs `profile:own`; anyone else needs `permission`. Checked before the target is
 * looked up, so a refusal does not tell whether that uuid exists.
 */
export function assertSelfOr(actor: Actor, uuid: string, permission: Permission): void {
  const allowed = uuid === actor.uuid ? can(actor.permissionFlags, 'profile:own') : can(actor.permissionFlags, permission);
  if (!allowed) throw forbidden();
}

/** Editing someone else: only a FULL_ADMIN may touch a FULL_ADMIN (users:manageFullAdmins). */
export function assertMayEdit(actor: Actor, target: Target): void {
  if (actor.id === target.id) return;
  if (target.permissionFlags === 'FULL_ADMIN' && !can(actor.permissionFlags, 'users:manageFullAdmins')) {
    throw forbidden();
  }
}

/** Setting someone else's password: a FULL_ADMIN over anyone, otherwise only over lower ranks. */
export function assertMayChangePassword(actor: Actor, target: Target): void {
  if (actor.id === target.id) return;
  if (can(actor.permissionFlags, 'users:manageFullAdmins')) return;
  if (!can(actor.permissionFlags, 'users:manage') || ROLE_RANK[target.permissionFlags] >= ROLE_RANK[actor.permissionFlags]) {
    throw forbidden();
  }
}

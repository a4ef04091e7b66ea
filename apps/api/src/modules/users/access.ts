import { can, ROLE_RANK, type Permission } from '@atelier/contracts';
import { AppError } from '../../http/app-error.js';
import type { UserWithAccount } from './queries.js';

type Actor = UserWithAccount['user'];
type Target = UserWithAccount['user'];

export const userNotFound = () => new AppError(404, 'ERR_USER_NOT_FOUND');

/**
 * Oneself needs `profile:own`; anyone else needs `permission`. Checked before the target is
 * looked up, so a refusal does not tell whether that uuid exists.
 */
export function assertSelfOr(actor: Actor, uuid: string, permission: Permission): void {
  const allowed = uuid === actor.uuid ? can(actor.permissionFlags, 'profile:own') : can(actor.permissionFlags, permission);
  if (!allowed) throw new AppError(403, 'ERR_FORBIDDEN');
}

/** Editing someone else: only a FULL_ADMIN may touch a FULL_ADMIN (users:manageFullAdmins). */
export function assertMayEdit(actor: Actor, target: Target): void {
  if (actor.id === target.id) return;
  if (target.permissionFlags === 'FULL_ADMIN' && !can(actor.permissionFlags, 'users:manageFullAdmins')) {
    throw new AppError(403, 'ERR_FORBIDDEN');
  }
}

/** Setting someone else's password: a FULL_ADMIN over anyone, otherwise only over lower ranks. */
export function assertMayChangePassword(actor: Actor, target: Target): void {
  if (actor.id === target.id) return;
  if (can(actor.permissionFlags, 'users:manageFullAdmins')) return;
  if (!can(actor.permissionFlags, 'users:manage') || ROLE_RANK[target.permissionFlags] >= ROLE_RANK[actor.permissionFlags]) {
    throw new AppError(403, 'ERR_FORBIDDEN');
  }
}

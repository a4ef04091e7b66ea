import type { Role } from '@atelier/contracts';
import { can } from '@atelier/contracts/permissions';

/**
 * Whether `actor` may edit or delete another user holding `target` (the server decides anyway):
 * users:manage, and users:manageFullAdmins when the target is a FULL_ADMIN. Oneself is never
 * "managed": one's own profile has its own rules and cannot be deleted.
 */
export function canManageUser(actor: { uuid: string; role: Role }, target: { uuid: string; role: Role }): boolean {
  if (actor.uuid === target.uuid) return false;
  if (!can(actor.role, 'users:manage')) return false;
  return target.role !== 'FULL_ADMIN' || can(actor.role, 'users:manageFullAdmins');
}

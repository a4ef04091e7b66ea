import { can, type Permission } from '@atelier/contracts/permissions';
import type { Role } from '@atelier/contracts';
import { hasPageAccess, type PageAccess } from './pageAccess';

/** Whether a signed-in `role` may open a route with this `permission` and `access` rule (none: any signed-in user). */
export function canOpen(role: Role | undefined | null, permission: Permission | undefined, access: PageAccess | undefined): boolean {
  return (!permission || can(role, permission)) && hasPageAccess(role, access);
}

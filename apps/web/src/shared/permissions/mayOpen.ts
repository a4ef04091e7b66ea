import type { Role } from '@atelier/contracts';
import { can, type Permission } from '@atelier/contracts/permissions';
import { hasPageAccess, type PageAccess } from './pageAccess';

/**
 * Whether a signed-in `role` may open a page, a menu entry or a palette entry with this permission
 * and web-only access rule (neither: every signed-in user). The one rule of the routes' guard
 * (RequirePermission), the menus, the command palette and the prefetch of a page's data.
 */
export function mayOpen(role: Role | undefined | null, rule: { permission?: Permission; access?: PageAccess }): boolean {
  return !!role && (!rule.permission || can(role, rule.permission)) && hasPageAccess(role, rule.access);
}

import type { Role } from '@atelier/contracts';

/**
 * Web-only access rules, for a page no permission of the role matrix describes because it reads
 * and writes nothing of its own on the server (the API's matrix stays as it is). A route or menu
 * entry with `access` needs it on top of its `permission`.
 * - 'ownerOrDevelopment': the design showcase /ui (issue 17): FULL_ADMIN only in production, any
 *   signed-in user in development.
 */
export type PageAccess = 'ownerOrDevelopment';

/** Whether a signed-in `role` passes `access` (none: nothing more to pass). */
export function hasPageAccess(role: Role | undefined | null, access: PageAccess | undefined, development: boolean = import.meta.env.DEV): boolean {
  if (!access) return true;
  if (!role) return false;
  return development || role === 'FULL_ADMIN';
}

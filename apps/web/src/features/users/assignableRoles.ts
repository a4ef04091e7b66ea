import type { Role } from '@atelier/contracts';
import { canAssignRole, ROLE_RANK } from '@atelier/contracts/permissions';

/** Highest role first; taken from the zod-free matrix so this page's chunk stays light. */
export const ROLES_BY_RANK = (Object.keys(ROLE_RANK) as Role[]).sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a]);

/**
 * The roles `actor` may give a user who holds `from` (the current role is always listed, so the
 * select can show it). A new user is treated as a GUEST being promoted.
 */
export function assignableRoles(actor: { role: Role; self: boolean }, from: Role = 'GUEST'): Role[] {
  return ROLES_BY_RANK.filter((to) => to === from || canAssignRole(actor, from, to));
}

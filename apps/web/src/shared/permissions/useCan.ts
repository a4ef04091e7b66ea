import { can, type Permission } from '@atelier/contracts/permissions';
import { useSession } from '../session/useSession';

/**
 * Whether the signed-in user's role grants `permission` (the one role matrix of the contracts).
 * Hiding is a courtesy: the server checks every call again.
 */
export function useCan(permission: Permission): boolean {
  const { user } = useSession();
  return can(user?.permissionFlags, permission);
}

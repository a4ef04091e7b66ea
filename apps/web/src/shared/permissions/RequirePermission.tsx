import type { Permission } from '@atelier/contracts/permissions';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/useSession';
import { mayOpen } from './mayOpen';
import type { PageAccess } from './pageAccess';

/**
 * Route guard: a role without `permission`, or failing the web-only `access` rule, is sent to
 * /404 (shell spec §2, failed access conditions).
 */
export function RequirePermission({ permission, access }: { permission?: Permission; access?: PageAccess }) {
  return mayOpen(useSession().user?.permissionFlags, { permission, access }) ? <Outlet /> : <Navigate to="/404" replace />;
}

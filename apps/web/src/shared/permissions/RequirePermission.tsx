import type { Permission } from '@atelier/contracts/permissions';
import { Navigate, Outlet } from 'react-router';
import { useCan } from './useCan';

/** Route guard: a role without `permission` is sent to /404 (shell spec §2, failed access conditions). */
export function RequirePermission({ permission }: { permission: Permission }) {
  return useCan(permission) ? <Outlet /> : <Navigate to="/404" replace />;
}

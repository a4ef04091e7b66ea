import { can } from '@atelier/contracts/permissions';
import { useMemo } from 'react';
import { useCan } from '../../../shared/permissions/useCan';
import { useSession } from '../../../shared/session/useSession';
import { useShopUsers } from '../api';

export interface TechnicianOption {
  value: string;
  label: string;
}

/**
 * Who can take a work order: the shop's users who work on them (worksheets:work). A role that
 * cannot read the user list sees itself, plus the work order's current technician.
 */
export function useTechnicianOptions(current?: { uuid: string; fullname: string } | null): TechnicianOption[] {
  const { user } = useSession();
  const canReadUsers = useCan('users:read');
  const users = useShopUsers(canReadUsers);
  return useMemo(() => {
    const options: TechnicianOption[] = canReadUsers
      ? (users.data ?? []).filter((u) => can(u.permissionFlags, 'worksheets:work')).map((u) => ({ value: u.uuid, label: u.fullname }))
      : user
        ? [{ value: user.uuid, label: user.fullname }]
        : [];
    if (current && !options.some((option) => option.value === current.uuid)) options.unshift({ value: current.uuid, label: current.fullname });
    return options;
  }, [canReadUsers, users.data, user, current]);
}

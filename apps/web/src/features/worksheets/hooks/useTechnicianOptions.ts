import { useMemo } from 'react';
import { useTechnicians } from '../../../shared/users/technicians';

export interface TechnicianOption {
  value: string;
  label: string;
}

/** Who can take a work order (GET /api/worksheets/technicians), plus the work order's current technician. */
export function useTechnicianOptions(current?: { uuid: string; fullname: string } | null): TechnicianOption[] {
  const technicians = useTechnicians();
  return useMemo(() => {
    const options = (technicians.data ?? []).map((user) => ({ value: user.uuid, label: user.fullname }));
    if (current && !options.some((option) => option.value === current.uuid)) options.unshift({ value: current.uuid, label: current.fullname });
    return options;
  }, [technicians.data, current]);
}

import type { StatusGroup } from '@atelier/contracts/statuses';

/** The report's filter, in board order (workshop §2 "Report"). */
export const REPORT_GROUPS: readonly StatusGroup[] = ['TODO', 'IN_PROGRESS', 'DONE'];

/** ?status=TODO,DONE → the ticked groups, in board order; unknown words and repeats are dropped. */
export function parseStatusParam(value: string | null): StatusGroup[] {
  const asked = new Set((value ?? '').split(',').map((word) => word.trim().toUpperCase()));
  return REPORT_GROUPS.filter((group) => asked.has(group));
}

/** The ticked groups → the ?status= value (comma-separated, board order), or null for none. */
export function writeStatusParam(groups: readonly StatusGroup[]): string | null {
  const ticked = REPORT_GROUPS.filter((group) => groups.includes(group));
  return ticked.length > 0 ? ticked.join(',') : null;
}


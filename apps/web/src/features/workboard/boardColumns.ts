import type { GroupedStatuses, Status, StatusGroup } from '@atelier/contracts/statuses';

/** Board order (shell spec §4): to do, in progress, done — then each status's order in its group. */
export const BOARD_GROUPS: readonly StatusGroup[] = ['TODO', 'IN_PROGRESS', 'DONE'];

/** The board's columns, left to right: by group, then by order (ties by id so the order is stable). */
export function boardStatuses(grouped: GroupedStatuses): Status[] {
  return BOARD_GROUPS.flatMap((group) => [...(grouped[group] ?? [])].sort((a, b) => a.order - b.order || a.id - b.id));
}

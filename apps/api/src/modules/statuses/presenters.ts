import { STATUS_GROUPS, type GroupedStatuses, type Status } from '@atelier/contracts';
import type { StatusRow } from './queries.js';

export function presentStatus(row: StatusRow): Status {
  return { id: row.id, name: row.name, group: row.group, order: row.position };
}

/** Rows already sorted by group position then order: every group present, even when empty. */
export function presentGroupedStatuses(rows: StatusRow[]): GroupedStatuses {
  const grouped: GroupedStatuses = { TODO: [], IN_PROGRESS: [], DONE: [] };
  for (const row of rows) grouped[row.group].push(presentStatus(row));
  for (const group of STATUS_GROUPS) grouped[group].sort((a, b) => a.order - b.order || a.id - b.id);
  return grouped;
}

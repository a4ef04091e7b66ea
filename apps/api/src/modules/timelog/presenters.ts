import type { Timelog } from '@atelier/contracts';
import type { TimelogListRow } from './queries.js';

/** An hour in milliseconds: durations are hours (the list's SQL divides by the same number). */
export const HOUR_MS = 3_600_000;

/** Hours between two instants (the entry's duration); null while the clock runs. */
export function durationHours(start: Date, end: Date | null): number | null {
  return end === null ? null : (end.getTime() - start.getTime()) / HOUR_MS;
}

/** A time entry → the Timelog contract (shell §3, workshop §3). */
export function presentTimelog(row: TimelogListRow): Timelog {
  const { timelog } = row;
  return {
    id: timelog.id,
    uuid: timelog.uuid,
    name: timelog.name,
    startTime: timelog.startTime.toISOString(),
    endTime: timelog.endTime?.toISOString() ?? null,
    date: timelog.date,
    duration: durationHours(timelog.startTime, timelog.endTime),
    notes: timelog.notes,
    user: row.user,
    entryId: timelog.entryId,
    entryName: row.entryName,
    workorderUuid: row.worksheet?.uuid ?? null,
    worksheetUuid: row.worksheet?.uuid ?? null,
    worksheetId: row.worksheet?.number ?? null,
    autoClosed: timelog.autoClosed,
    editedBy: row.editor,
    editedAt: timelog.editedAt?.toISOString() ?? null,
    createdAt: timelog.createdAt.toISOString(),
  };
}

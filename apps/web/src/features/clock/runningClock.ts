import type { Timelog } from '@atelier/contracts/timelog';

/*
 * Which of the caller's running clocks (GET /api/timelog?mine=true&running=true) concerns a work
 * order or one of its lines. The database allows one running clock per user; these still read a
 * list, as the answer is one.
 */

/** The caller's clock running on this work order (on any of its lines, or on none), if any. */
export function runningOnWorkorder(running: readonly Timelog[] | undefined, workorderUuid: string): Timelog | null {
  return running?.find((entry) => entry.endTime === null && entry.workorderUuid === workorderUuid) ?? null;
}

/** The caller's clock running on this line (service) of this work order, if any. */
export function runningOnLine(running: readonly Timelog[] | undefined, workorderUuid: string, entryId: number): Timelog | null {
  return running?.find((entry) => entry.endTime === null && entry.workorderUuid === workorderUuid && entry.entryId === entryId) ?? null;
}

/** The work order the caller's clock runs on (the board marks that card), or null. */
export function runningWorkorderUuid(running: readonly Timelog[] | undefined): string | null {
  return running?.find((entry) => entry.endTime === null && entry.workorderUuid !== null)?.workorderUuid ?? null;
}

/** An entry shown before the server answered (optimistic clock-in): it cannot be clocked out yet. */
export function isPendingClock(entry: Pick<Timelog, 'id'>): boolean {
  return entry.id < 0;
}

import type { Timelog } from '@atelier/contracts/timelog';

/**
 * The panel's mode (workshop §2/§4): add without an entry, edit with one, and the clock-out mode
 * when the entry is the signed-in user's own running clock.
 */
export type TimeEntryMode = 'add' | 'edit' | 'running';

export function timeEntryMode(entry: Timelog | null, me: string | null | undefined): TimeEntryMode {
  if (!entry) return 'add';
  return entry.endTime === null && !!me && entry.user.uuid === me ? 'running' : 'edit';
}

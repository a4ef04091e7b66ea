import type { StatusKind } from '@atelier/contracts';

/**
 * The one place the status lists are cached (workshop §7): the settings editor, the board and the
 * work-order pages read and invalidate these keys, so a status changed in the settings shows
 * everywhere without a reload.
 */
export const statusKeys = {
  all: ['statuses'] as const,
  list: (kind: StatusKind) => ['statuses', kind] as const,
};

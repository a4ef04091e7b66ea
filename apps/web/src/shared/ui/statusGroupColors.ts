import type { StatusGroup } from '@atelier/contracts/statuses';

/**
 * One Mantine colour per status group (shell spec §4 categories), the same on every screen: the
 * status badge (list, work-order page, report), the board's columns, the report's group titles
 * and the status settings. Issue 10: the list said orange where the board said blue.
 */
export const STATUS_GROUP_COLORS: Record<StatusGroup, string> = {
  TODO: 'gray',
  IN_PROGRESS: 'blue',
  DONE: 'teal',
};

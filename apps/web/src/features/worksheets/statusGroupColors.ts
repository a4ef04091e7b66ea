import type { StatusGroup } from '@atelier/contracts';

/** One colour per status group (shell spec §4 categories), the same on every work-order screen. */
export const STATUS_GROUP_COLORS: Record<StatusGroup, string> = {
  TODO: 'gray',
  IN_PROGRESS: 'orange',
  DONE: 'teal',
};

import { can, type Permission } from '@atelier/contracts/permissions';
import type { PagePrefetch } from '../../shared/manifest/FeatureManifest';
import { techniciansQuery } from '../../shared/users/technicians';
import { runningClocksQuery } from '../clock';
import { statusesQuery } from '../statuses';
import { boardQuery } from './api';

/** Who sees the board's columns (WorkboardPage) and so asks for them. */
export const BOARD_PERMISSION: Permission = 'worksheets:work';

/**
 * The board's four requests leave with its code when the address opens it (preloadCurrentRoute), not
 * from the effects of its first render: the cards come a round trip sooner on a phone, and the
 * requests are no longer sent in the first commit's task. Only a role that sees the board
 * (BOARD_PERMISSION) asks for them; `?technician=` picks the filtered board.
 */
export const prefetchBoard: PagePrefetch = (_params, client, search = new URLSearchParams(), role) => {
  if (!can(role, BOARD_PERMISSION)) return;
  void client.prefetchQuery(boardQuery(search.get('technician')));
  void client.prefetchQuery(statusesQuery('worksheet'));
  void client.prefetchQuery(techniciansQuery);
  void client.prefetchQuery(runningClocksQuery);
};

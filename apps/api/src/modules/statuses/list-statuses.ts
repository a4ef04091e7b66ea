import type { GroupedStatuses, StatusKind } from '@atelier/contracts';
import type { Scope } from '../../http/scope.js';
import type { Db } from '../../db/client.js';
import { presentGroupedStatuses } from './presenters.js';
import { listStatusRows } from './queries.js';

/** GET /worksheet-status and GET /status (workshop §3 "a grouped list from the server"). */
export async function listStatuses(db: Db, { accountId, kind }: Scope & { kind: StatusKind }): Promise<GroupedStatuses> {
  return presentGroupedStatuses(await listStatusRows(db, kind, { accountId }));
}

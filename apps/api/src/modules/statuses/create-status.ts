import type { CreateStatusBody, Status, StatusKind } from '@atelier/contracts';
import type { Scope } from '../../http/scope.js';
import type { Db } from '../../db/client.js';
import { presentStatus } from './presenters.js';
import { groupIds, insertStatusRow, lockStatusesOfKind } from './queries.js';

/** POST /worksheet-status and POST /status (§7 "name, group"): appended at the end of its group. */
export async function createStatus(db: Db, { accountId, kind, body }: Scope & { kind: StatusKind; body: CreateStatusBody }): Promise<Status> {
  return db.transaction(async (tx) => {
    await lockStatusesOfKind(tx, kind, { accountId });
    const ids = await groupIds(tx, kind, { accountId, group: body.group });
    return presentStatus(await insertStatusRow(tx, kind, { accountId, name: body.name, group: body.group, position: ids.length }));
  });
}

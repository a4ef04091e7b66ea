import type { Status, StatusKind, UpdateStatusBody } from '@atelier/contracts';
import type { Scope } from '../../http/scope.js';
import type { Db } from '../../db/client.js';
import { presentStatus } from './presenters.js';
import { findStatusRow, groupIds, lockStatusesOfKind, setPositions, setStatusFields } from './queries.js';
import { placeInGroup } from './reorder.js';
import { lastStatusOfGroup, statusNotFound } from './status-errors.js';
import { assertNoClockInStatus } from '../timelog/unclosed-timelog.js';

/**
 * PATCH /worksheet-status/{id} and PATCH /status/{id} (§7 "name, or order"; §4 "order inside a
 * group changes by dragging"). A new order or group renumbers the groups involved 0, 1, 2… in the
 * same transaction, under the lock of the account's statuses of this kind.
 */
export async function updateStatus(db: Db, { accountId, kind, id, body }: Scope & { kind: StatusKind; id: number; body: UpdateStatusBody }): Promise<Status> {
  return db.transaction(async (tx) => {
    await lockStatusesOfKind(tx, kind, { accountId });
    const row = await findStatusRow(tx, kind, { accountId, id, lock: true });
    if (!row) throw statusNotFound();
    if (body.name !== undefined) await setStatusFields(tx, kind, { accountId, id, name: body.name });

    const group = body.group ?? row.group;
    if (group !== row.group) {
      const left = await groupIds(tx, kind, { accountId, group: row.group });
      // Moving the last status out would leave its group empty (the board needs one per group).
      if (left.length <= 1) throw lastStatusOfGroup();
      // Its work orders become DONE with it: not while someone's clock runs on one (ERR_UNCLOSED_TIMELOG).
      if (kind === 'worksheet' && group === 'DONE') await assertNoClockInStatus(tx, { accountId, statusId: id });
      await setStatusFields(tx, kind, { accountId, id, group });
      await setPositions(tx, kind, { accountId, ids: left.filter((other) => other !== id) });
      const target = await groupIds(tx, kind, { accountId, group });
      await setPositions(tx, kind, { accountId, ids: placeInGroup(target, id, body.order ?? target.length) });
    } else if (body.order !== undefined) {
      const ids = await groupIds(tx, kind, { accountId, group });
      await setPositions(tx, kind, { accountId, ids: placeInGroup(ids, id, body.order) });
    }
    return presentStatus((await findStatusRow(tx, kind, { accountId, id }))!);
  });
}

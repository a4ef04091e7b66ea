import type { StatusKind } from '@atelier/contracts';
import type { Scope } from '../../http/scope.js';
import type { Db } from '../../db/client.js';
import { deleteStatusRow, findStatusRow, groupIds, liveUsesOf, lockStatusesOfKind, releaseDeletedUses, setPositions } from './queries.js';
import { lastStatusOfGroup, rethrowAsInUse, statusInUse, statusNotFound } from './status-errors.js';

/**
 * DELETE /worksheet-status/{id} and DELETE /status/{id}. Refused (409) while a live work order or
 * line uses the status (ERR_STATUS_IN_USE: the user moves them first, so nothing is ever orphaned
 * or silently changed) and for the last status of its group (ERR_LAST_STATUS: shell §4 categories,
 * the board and totals need one per group). The group is renumbered in the same transaction.
 */
export async function deleteStatus(db: Db, { accountId, kind, id }: Scope & { kind: StatusKind; id: number }): Promise<{ id: number }> {
  await db
    .transaction(async (tx) => {
      await lockStatusesOfKind(tx, kind, { accountId });
      // The row lock makes a work order or line saved with this status wait for the outcome.
      const row = await findStatusRow(tx, kind, { accountId, id, lock: true });
      if (!row) throw statusNotFound();
      const ids = await groupIds(tx, kind, { accountId, group: row.group });
      const rest = ids.filter((other) => other !== id);
      if (rest.length === 0) throw lastStatusOfGroup();
      if ((await liveUsesOf(tx, kind, { accountId, id })) > 0) throw statusInUse();
      await releaseDeletedUses(tx, kind, { accountId, id, replacementId: rest[0]! });
      await deleteStatusRow(tx, kind, { accountId, id });
      await setPositions(tx, kind, { accountId, ids: rest });
    })
    .catch(rethrowAsInUse);
  return { id };
}

import type { Db } from '../../db/client.js';
import { reachableUserId, type TimeCaller } from './caller.js';
import { deleteTimelog, lockTimelog } from './queries.js';
import { timelogNotFound } from './timelog-errors.js';

/** DELETE /timelog/{id}: one's own entry, or anyone's with `timelog:all`. */
export async function removeTimelog(db: Db, { caller, id }: { caller: TimeCaller; id: number }): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    if (!(await lockTimelog(tx, { accountId: caller.accountId, id, userId: reachableUserId(caller) }))) throw timelogNotFound();
    await deleteTimelog(tx, { accountId: caller.accountId, id });
  });
  return { id };
}

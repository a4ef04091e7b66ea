import type { Timelog, UpdateTimelogBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { reachableUserId, type TimeCaller } from './caller.js';
import { presentTimelog } from './presenters.js';
import { lockTimelog, lockUserClock, timelogById, updateTimelog } from './queries.js';
import { resolveTimelogBody } from './resolve-timelog-body.js';
import { rethrowTimeConflict } from './time-conflict.js';
import { clockOtherUser, endTimeRequired, timelogNotFound, worksheetClosed } from './timelog-errors.js';

/**
 * PUT /timelog/{id}: the whole entry. A closed entry keeps an end; a running one may stay running
 * (its start or work order corrected) but only as its own person's clock. A change by someone else
 * than the entry's person records who and when; any save clears the auto-close flag (reviewed).
 * Locks in the clock-in's order (work order, person, entry) so the two cannot deadlock.
 */
export async function updateTimelogEntry(db: Db, { caller, id, body }: { caller: TimeCaller; id: number; body: UpdateTimelogBody }): Promise<Timelog> {
  return db
    .transaction(async (tx) => {
      const scope = { accountId: caller.accountId, id, userId: reachableUserId(caller) };
      const seen = await timelogById(tx, scope);
      if (!seen || (scope.userId !== undefined && seen.timelog.userId !== scope.userId)) throw timelogNotFound();
      const resolved = await resolveTimelogBody(tx, caller, body, seen.timelog.userId);
      for (const userId of [...new Set([seen.timelog.userId, resolved.userId])].sort((a, b) => a - b)) {
        await lockUserClock(tx, { accountId: caller.accountId, userId });
      }
      const existing = await lockTimelog(tx, scope);
      if (!existing) throw timelogNotFound();
      if (resolved.endTime === null) {
        if (existing.endTime !== null) throw endTimeRequired();
        if (resolved.userId !== existing.userId) throw clockOtherUser();
        if (resolved.worksheetGroup === 'DONE' && resolved.worksheetId !== existing.worksheetId) throw worksheetClosed();
      }
      const byOther = caller.userId !== existing.userId || caller.userId !== resolved.userId;
      const { worksheetGroup: _group, ...values } = resolved;
      await updateTimelog(
        tx,
        { accountId: caller.accountId, id },
        {
          ...values,
          autoClosed: false,
          ...(byOther ? { editedById: caller.userId, editedAt: new Date() } : {}),
        },
      );
      return presentTimelog((await timelogById(tx, { accountId: caller.accountId, id }))!);
    })
    .catch(rethrowTimeConflict);
}

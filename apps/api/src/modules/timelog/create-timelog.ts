import type { CreateTimelogBody, Timelog } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { TimeCaller } from './caller.js';
import { presentTimelog } from './presenters.js';
import { insertTimelog, timelogById } from './queries.js';
import { resolveTimelogBody } from './resolve-timelog-body.js';
import { startClock } from './start-clock.js';
import { rethrowTimeConflict } from './time-conflict.js';
import { clockOtherUser } from './timelog-errors.js';

/**
 * POST /timelog. With an end (or a duration) a recorded entry, for the caller or, with
 * `timelog:all`, for someone else (then marked as edited by the caller). Without either, a
 * clock-in for the caller at the sent start (shell §7 "also clock-in").
 */
export async function createTimelog(db: Db, { caller, body }: { caller: TimeCaller; body: CreateTimelogBody }): Promise<Timelog> {
  return db
    .transaction(async (tx) => {
      const resolved = await resolveTimelogBody(tx, caller, body, caller.userId);
      if (resolved.endTime === null) {
        if (resolved.userId !== caller.userId) throw clockOtherUser();
        return startClock(tx, caller, resolved);
      }
      const byOther = resolved.userId !== caller.userId;
      const { worksheetGroup: _group, ...values } = resolved;
      const id = await insertTimelog(tx, caller, { ...values, editedById: byOther ? caller.userId : null, editedAt: byOther ? new Date() : null });
      return presentTimelog((await timelogById(tx, { accountId: caller.accountId, id }))!);
    })
    .catch(rethrowTimeConflict);
}

import { TIMELOG_MAX_HOURS, type Timelog } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { reachableUserId, type TimeCaller } from './caller.js';
import { presentTimelog } from './presenters.js';
import { databaseNow, lockTimelog, lockUserClock, timelogById, updateTimelog } from './queries.js';
import { rethrowTimeConflict } from './time-conflict.js';
import { endBeforeStart, timelogNotFound } from './timelog-errors.js';

const MAX_MS = TIMELOG_MAX_HOURS * 3_600_000;

/**
 * POST /timelog/{id}/out: the clock stops now (the database's clock). Already stopped: answered as
 * it is (a second tab or a double tap). Past 24 h it stops at 24 h, flagged for review.
 */
export async function clockOut(db: Db, { caller, id }: { caller: TimeCaller; id: number }): Promise<Timelog> {
  return db
    .transaction(async (tx) => {
      const scope = { accountId: caller.accountId, id, userId: reachableUserId(caller) };
      const seen = await timelogById(tx, scope);
      if (!seen || (scope.userId !== undefined && seen.timelog.userId !== scope.userId)) throw timelogNotFound();
      await lockUserClock(tx, { accountId: caller.accountId, userId: seen.timelog.userId });
      const entry = await lockTimelog(tx, scope);
      if (!entry) throw timelogNotFound();
      if (entry.endTime === null) {
        const now = (await databaseNow(tx)).getTime();
        if (now <= entry.startTime.getTime()) throw endBeforeStart();
        const cap = entry.startTime.getTime() + MAX_MS;
        const byOther = caller.userId !== entry.userId;
        await updateTimelog(
          tx,
          { accountId: caller.accountId, id },
          {
            endTime: new Date(Math.min(now, cap)),
            autoClosed: now > cap,
            ...(byOther ? { editedById: caller.userId, editedAt: new Date() } : {}),
          },
        );
      }
      return presentTimelog((await timelogById(tx, { accountId: caller.accountId, id }))!);
    })
    .catch(rethrowTimeConflict);
}

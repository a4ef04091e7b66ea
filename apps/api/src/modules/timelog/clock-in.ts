import type { ClockInBody, Timelog } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { TimeCaller } from './caller.js';
import { findWorksheetLine, lockWorksheetForTime } from './queries.js';
import { startClock } from './start-clock.js';
import { rethrowTimeConflict } from './time-conflict.js';
import { timelogLineNotFound, timelogNotFound } from './timelog-errors.js';

/**
 * POST /worksheets/{uuid}/clockin (shell §4 "clock-in with an entry id goes through the
 * worksheet"): the caller's clock starts now on the work order, on one of its lines if given
 * (named after the line). The work order is locked first, like a DONE move or a deletion.
 */
export async function clockIn(db: Db, { caller, uuid, body }: { caller: TimeCaller; uuid: string; body: ClockInBody }): Promise<Timelog> {
  return db
    .transaction(async (tx) => {
      const worksheet = await lockWorksheetForTime(tx, { accountId: caller.accountId, uuid });
      if (!worksheet) throw timelogNotFound();
      const line = body.entryId === null ? undefined : await findWorksheetLine(tx, { accountId: caller.accountId, worksheetId: worksheet.id, id: body.entryId });
      if (body.entryId !== null && !line) throw timelogLineNotFound();
      return startClock(tx, caller, {
        worksheetId: worksheet.id,
        worksheetGroup: worksheet.group,
        entryId: line?.id ?? null,
        name: line?.name ?? null,
        notes: null,
        startTime: null,
      });
    })
    .catch(rethrowTimeConflict);
}

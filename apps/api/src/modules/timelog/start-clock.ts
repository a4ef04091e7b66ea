import { TIMELOG_MAX_HOURS, type Timelog } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { TimeCaller } from './caller.js';
import { presentTimelog } from './presenters.js';
import { databaseNow, insertTimelog, lockRunningOf, lockUserClock, timelogById, updateTimelog } from './queries.js';
import { dayIn } from './shop-time.js';
import { timeOverlap, worksheetClosed } from './timelog-errors.js';

const MAX_MS = TIMELOG_MAX_HOURS * 3_600_000;

export type ClockStart = {
  worksheetId: number | null;
  worksheetGroup: 'TODO' | 'IN_PROGRESS' | 'DONE' | null;
  entryId: number | null;
  name: string | null;
  notes: string | null;
  /** Null: now, read from the database's clock once the person's clock is locked. */
  startTime: Date | null;
};

/**
 * Clock-in (shell §4), inside the caller's transaction, the work order already locked: the
 * caller's running entry is clocked out at the new start, then the new one starts. The person's
 * row lock makes concurrent clock-ins of one person queue, each closing the one before it. A
 * previous clock older than 24 h stops at 24 h and is flagged for review (the limit of an entry).
 */
export async function startClock(tx: DbOrTx, caller: TimeCaller, start: ClockStart): Promise<Timelog> {
  if (start.worksheetGroup === 'DONE') throw worksheetClosed();
  await lockUserClock(tx, { accountId: caller.accountId, userId: caller.userId });
  const startTime = start.startTime ?? (await databaseNow(tx));
  const running = await lockRunningOf(tx, { accountId: caller.accountId, userId: caller.userId });
  if (running) {
    if (running.startTime >= startTime) throw timeOverlap();
    const cap = running.startTime.getTime() + MAX_MS;
    const capped = startTime.getTime() > cap;
    await updateTimelog(tx, { accountId: caller.accountId, id: running.id }, { endTime: capped ? new Date(cap) : startTime, autoClosed: capped || running.autoClosed });
  }
  const id = await insertTimelog(tx, caller, {
    userId: caller.userId,
    worksheetId: start.worksheetId,
    entryId: start.entryId,
    name: start.name,
    notes: start.notes,
    startTime,
    endTime: null,
    date: dayIn(startTime, caller.timezone),
  });
  return presentTimelog((await timelogById(tx, { accountId: caller.accountId, id }))!);
}

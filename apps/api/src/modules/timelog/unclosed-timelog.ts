import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { hasRunningClock, hasRunningClockInStatus, statusGroupOf } from './queries.js';
import { unclosedTimelog } from './timelog-errors.js';

/*
 * A work order cannot be deleted, nor finished (a status of group DONE), while someone's clock runs
 * on it (shell §8 ERR_UNCLOSED_TIMELOG). Each check runs in the change's transaction with the work
 * order(s) locked; clock-in locks the work order too and refuses a DONE one, so neither side can
 * slip past the other.
 */

/** Deleting a work order (locked by the caller). */
export async function assertNoClockOnWorksheet(tx: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }): Promise<void> {
  if (await hasRunningClock(tx, { accountId, worksheetId })) throw unclosedTimelog();
}

/** Moving a work order (locked by the caller) to `statusId`: refused when that status is DONE and a clock runs. */
export async function assertNoClockBeforeDone(tx: DbOrTx, { accountId, worksheetId, statusId }: Scope & { worksheetId: number; statusId: number }): Promise<void> {
  if ((await statusGroupOf(tx, { accountId, statusId })) !== 'DONE') return;
  await assertNoClockOnWorksheet(tx, { accountId, worksheetId });
}

/**
 * A status moving into the DONE group takes its work orders with it: none of them may have a
 * running clock. The caller holds the status row locked for update, which a clock-in's key-share
 * read of its work order's status waits for.
 */
export async function assertNoClockInStatus(tx: DbOrTx, { accountId, statusId }: Scope & { statusId: number }): Promise<void> {
  if (await hasRunningClockInStatus(tx, { accountId, statusId })) throw unclosedTimelog();
}

import { TIMELOG_MAX_HOURS, type CreateTimelogBody } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { TimeCaller } from './caller.js';
import { findLiveUserId } from '../users/queries.js';
import { findWorksheetLine, lockWorksheetForTime } from './queries.js';
import { dayIn, readShopTime } from './shop-time.js';
import { HOUR_MS } from './presenters.js';
import {
  endBeforeStart,
  invalidDuration,
  invalidTime,
  otherUserForbidden,
  timelogLineNotFound,
  timelogUserNotFound,
  timelogWorksheetNotFound,
  workorderRequired,
} from './timelog-errors.js';

export type ResolvedTimelog = {
  userId: number;
  worksheetId: number | null;
  /** The work order's status group (a DONE one takes no running clock). */
  worksheetGroup: 'TODO' | 'IN_PROGRESS' | 'DONE' | null;
  entryId: number | null;
  name: string | null;
  notes: string | null;
  startTime: Date;
  endTime: Date | null;
  date: string;
};

/**
 * A create or PUT body → the columns (workshop §4 "Time calculations"): times read in the shop's
 * zone, end = start + duration when only the duration is sent, the person (default `defaultUserId`),
 * the work order (locked) and its line, whose title names the entry when no name is sent.
 */
export async function resolveTimelogBody(tx: DbOrTx, caller: TimeCaller, body: CreateTimelogBody, defaultUserId: number): Promise<ResolvedTimelog> {
  const startTime = readShopTime(body.startTime, caller.timezone);
  if (!startTime) throw invalidTime('startTime');
  let endTime: Date | null = null;
  if (body.endTime) {
    endTime = readShopTime(body.endTime, caller.timezone);
    if (!endTime) throw invalidTime('endTime');
  } else if (body.duration !== null) {
    endTime = new Date(startTime.getTime() + Math.round(body.duration * HOUR_MS));
  }
  if (endTime && endTime <= startTime) throw endBeforeStart();
  if (endTime && endTime.getTime() - startTime.getTime() > TIMELOG_MAX_HOURS * HOUR_MS) throw invalidDuration(body.endTime ? 'endTime' : 'duration');

  let userId = defaultUserId;
  if (body.user) {
    const found = await findLiveUserId(tx, { accountId: caller.accountId, uuid: body.user });
    if (found === undefined) throw timelogUserNotFound();
    userId = found;
  }
  if (userId !== caller.userId && !caller.canAll) throw otherUserForbidden();

  if (body.entryId !== null && !body.workorderUuid) throw workorderRequired();
  let worksheet: { id: number; group: ResolvedTimelog['worksheetGroup'] } | undefined;
  let line: { id: number; name: string } | undefined;
  if (body.workorderUuid) {
    worksheet = await lockWorksheetForTime(tx, { accountId: caller.accountId, uuid: body.workorderUuid });
    if (!worksheet) throw timelogWorksheetNotFound();
    if (body.entryId !== null) {
      line = await findWorksheetLine(tx, { accountId: caller.accountId, worksheetId: worksheet.id, id: body.entryId });
      if (!line) throw timelogLineNotFound();
    }
  }
  return {
    userId,
    worksheetId: worksheet?.id ?? null,
    worksheetGroup: worksheet?.group ?? null,
    entryId: line?.id ?? null,
    name: body.name ?? line?.name ?? null,
    notes: body.notes,
    startTime,
    endTime,
    date: dayIn(startTime, caller.timezone),
  };
}

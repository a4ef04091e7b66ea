import { sql, type SQL } from 'drizzle-orm';
import { TIMELOG_AUTO_CLOSE_HOURS_DEFAULT } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';

/**
 * The shop's limit in hours, read from its preferences as completePreferences reads it: a whole
 * number from 1 to 24, else the default (a shop saved before issue 13 has none). The first WHEN
 * keeps the cast from ever seeing text (CASE evaluates its branches in order, AND does not).
 */
const limitHours = (preferences: SQL) => {
  const value = sql`(${preferences} ->> 'timelogAutoCloseHours')`;
  return sql`(CASE
    WHEN jsonb_typeof(${preferences} -> 'timelogAutoCloseHours') IS DISTINCT FROM 'number' THEN ${TIMELOG_AUTO_CLOSE_HOURS_DEFAULT}::int
    WHEN ${value}::numeric BETWEEN 1 AND 24 AND ${value}::numeric = trunc(${value}::numeric) THEN ${value}::int
    ELSE ${TIMELOG_AUTO_CLOSE_HOURS_DEFAULT}::int END)`;
};

/**
 * When a forgotten clock ends: its start plus the shop's limit. Once planning (issue 15) gives a
 * shop its opening hours, this becomes the earlier of that and the shop's closing time on the
 * start's day — the only place to change: the UPDATE below closes whatever end this answers that
 * has passed.
 */
const forgottenClockEnd = (start: SQL, preferences: SQL) => sql`(${start} + make_interval(hours => ${limitHours(preferences)}))`;

/**
 * Closes every running clock whose forgotten-clock end has passed, in every shop, in one UPDATE:
 * end_time = that end (never now: the hours after it were not worked), auto_closed = true (the
 * timesheet lists them to review). Answers how many it closed.
 *
 * Safe with several instances running it at once: a second UPDATE meeting a row the first one
 * closed waits for its lock, re-reads it, finds end_time set and skips it, so each clock is closed
 * once and running it again changes nothing. Shortening a running entry (its range ran to
 * infinity) can break neither the one-running-clock index nor the no-overlap exclusion, and an end
 * at most 24 h after the start keeps the length check. The partial index on running clocks by
 * start (timelogs_running_idx) finds the candidates: none younger than the smallest limit (1 h).
 */
export async function closeForgottenClocks(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const end = forgottenClockEnd(sql`t.start_time`, sql`a.preferences`);
  const { rowCount } = await db.execute(sql`
    UPDATE timelogs t SET end_time = ${end}, auto_closed = true, updated_at = ${at}
    FROM accounts a
    WHERE a.id = t.account_id
      AND t.end_time IS NULL
      AND t.start_time <= ${at} - interval '1 hour'
      AND ${end} <= ${at}`);
  return rowCount ?? 0;
}

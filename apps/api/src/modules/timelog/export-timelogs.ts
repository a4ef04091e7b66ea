import type { TimelogListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import type { TimeCaller } from './caller.js';
import { timelogFilterOf } from './list-timelogs.js';
import { exportTimelogRows } from './queries.js';
import { dayIn } from './shop-time.js';
import { timelogCsv } from './timelog-csv.js';

/** The most rows one export holds (a year of a large shop); narrow the dates for more. */
export const TIMELOG_EXPORT_CAP = 50_000;

/**
 * GET /timelog/export.csv: the list's filters and permissions, every matching entry (oldest first,
 * as a timesheet reads), up to TIMELOG_EXPORT_CAP. The file is named after the period.
 */
export async function exportTimelogs(
  db: DbOrTx,
  { caller, preferences, query }: { caller: TimeCaller; preferences: unknown; query: TimelogListQuery },
): Promise<{ csv: string; filename: string }> {
  const rows = await exportTimelogRows(db, timelogFilterOf(caller, query), TIMELOG_EXPORT_CAP);
  const shop = completePreferences(preferences);
  const csv = timelogCsv(rows, { french: shop.language !== 'en', timezone: caller.timezone, prefix: shop.worksheetPrefix });
  const today = dayIn(new Date(), caller.timezone);
  const from = query.from ?? rows[0]?.timelog.date ?? today;
  const to = query.to ?? rows.at(-1)?.timelog.date ?? today;
  return { csv, filename: `temps-${from}_${to}.csv` };
}

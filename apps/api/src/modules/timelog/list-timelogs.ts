import type { TimelogListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { TimeCaller } from './caller.js';
import { timelogPageJson, timelogTotals, type TimelogFilter } from './queries.js';

/**
 * The list's filter as the caller may see it: without `timelog:all`, or with `mine`, only the
 * caller's own entries whatever `userUuid` says.
 */
export function timelogFilterOf(caller: TimeCaller, query: Omit<TimelogListQuery, 'page' | 'pageSize'>): TimelogFilter {
  const own = !caller.canAll || query.mine === true;
  return {
    accountId: caller.accountId,
    timezone: caller.timezone,
    ...(own ? { userId: caller.userId } : query.userUuid ? { userUuid: query.userUuid } : {}),
    workorderUuid: query.workorderUuid,
    from: query.from,
    to: query.to,
    running: query.running,
    toReview: query.toReview,
  };
}

/**
 * GET /timelog: newest first, one page, and the totals of every matching entry (not only the page),
 * as the JSON text of the contract's TimelogList (the page's entries come as JSON from PostgreSQL).
 */
export async function listTimelogs(db: DbOrTx, { caller, query }: { caller: TimeCaller; query: TimelogListQuery }): Promise<string> {
  const filter = timelogFilterOf(caller, query);
  const [items, totals] = await Promise.all([
    timelogPageJson(db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    timelogTotals(db, filter),
  ]);
  const sums = JSON.stringify({ hours: totals.hours, byDay: totals.byDay, byUser: totals.byUser });
  return `{"items":${items},"page":${query.page},"pageSize":${query.pageSize},"total":${totals.total},"totals":${sums}}`;
}

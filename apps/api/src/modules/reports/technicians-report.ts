import { sql } from 'drizzle-orm';
import type { ProductivityQuery, ProductivityReport, ProductivityRow } from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { numberToCents } from '../../shared/money.js';
import { knownTimezone } from '../../shared/known-timezone.js';

type Row = { uuid: string; fullname: string; username: string; clocked: string; on_work_orders: string; sold: string };

/** Hours as the answer gives them: two decimals (from the database's exact decimal text). */
const hours = (text: string) => Math.round(Number(text) * 100) / 100;
/** Sold ÷ clocked on work orders as shown (2 decimals), 4 decimals; none when nothing was clocked on work orders. */
const efficiency = (sold: number, onWorkOrders: number) => (onWorkOrders > 0 ? Math.round((sold / onWorkOrders) * 10_000) / 10_000 : null);

/**
 * GET /api/reports/technicians?from&to (issue 13, productivity), one statement over one snapshot:
 *
 * - clocked hours: the closed entries whose `date` (the day of their start in the shop's time zone,
 *   written with the entry) is within [from, to]; on work orders: those with a work order. A running
 *   clock counts once it stops. The start_time bounds (the range's midnights, two days wider: a day
 *   written under another zone before the shop changed it) only let the (account, start) index find
 *   the rows; `date` decides.
 * - sold hours: the SERVICE lines of the work orders assigned to the technician that moved to a DONE
 *   status within the range (status_changed_at, shop days; live work orders): a line without a
 *   price is priced at the hourly rate, so its quantity is hours; a priced one counts quantity ×
 *   price ÷ hourly rate (when the shop has a rate). The catalogue has no time per service yet: when
 *   it does, a catalogue line will count that time instead.
 * - efficiency: sold ÷ clocked on work orders.
 *
 * Technicians: the shop's live users with clocked or sold hours in the range, by name. Totals add
 * up the rows as shown (rounded), so the table sums.
 */
export function techniciansReport(db: Db, query: ProductivityQuery & Scope & { timezone: string; hourlyRate: number }): Promise<ProductivityReport> {
  return db.transaction((tx) => reportIn(tx, query), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function reportIn(
  db: DbOrTx,
  { accountId, from, to, timezone, hourlyRate }: ProductivityQuery & Scope & { timezone: string; hourlyRate: number },
): Promise<ProductivityReport> {
  const zone = knownTimezone(timezone);
  const rateCents = numberToCents(hourlyRate);
  const rate = `${rateCents / 100n}.${String(rateCents % 100n).padStart(2, '0')}`;
  const start = sql`(${from}::date::timestamp AT TIME ZONE ${zone})`;
  const end = sql`((${to}::date + 1)::timestamp AT TIME ZONE ${zone})`;
  const { rows } = await db.execute<Row>(sql`
    WITH clocked AS (
      SELECT t.user_id,
             sum(extract(epoch FROM t.end_time - t.start_time)) / 3600 AS clocked,
             coalesce(sum(extract(epoch FROM t.end_time - t.start_time)) FILTER (WHERE t.worksheet_id IS NOT NULL), 0) / 3600 AS on_work_orders
        FROM timelogs t
       WHERE t.account_id = ${accountId}
         AND t.start_time >= ${start} - interval '2 days' AND t.start_time < ${end} + interval '2 days'
         AND t.date BETWEEN ${from}::date AND ${to}::date
         AND t.end_time IS NOT NULL
       GROUP BY t.user_id),
    sold AS (
      SELECT w.technician_id AS user_id,
             sum(CASE WHEN e.price IS NULL THEN e.value_measured
                      WHEN ${rate}::numeric > 0 THEN e.value_measured * e.price / ${rate}::numeric
                      ELSE 0 END) AS sold
        FROM worksheets w
        JOIN worksheet_statuses s ON s.id = w.status_id AND s.account_id = ${accountId} AND s."group" = 'DONE'
        JOIN entries e ON e.worksheet_id = w.id AND e.account_id = ${accountId} AND e.type = 'SERVICE'
       WHERE w.account_id = ${accountId}
         AND w.deleted_at IS NULL
         AND w.technician_id IS NOT NULL
         AND w.status_changed_at >= ${start} AND w.status_changed_at < ${end}
       GROUP BY w.technician_id)
    SELECT u.uuid, u.fullname, u.username,
           coalesce(c.clocked, 0)::text AS clocked,
           coalesce(c.on_work_orders, 0)::text AS on_work_orders,
           coalesce(s.sold, 0)::text AS sold
      FROM users u
      LEFT JOIN clocked c ON c.user_id = u.id
      LEFT JOIN sold s ON s.user_id = u.id
     WHERE u.account_id = ${accountId} AND u.deleted_at IS NULL
       AND (c.user_id IS NOT NULL OR s.user_id IS NOT NULL)
     ORDER BY u.fullname COLLATE "und-x-icu", u.id`);

  const items: ProductivityRow[] = rows.map((row) => {
    const clockedHours = hours(row.clocked);
    const workOrderHours = hours(row.on_work_orders);
    const soldHours = hours(row.sold);
    return {
      user: { uuid: row.uuid, fullname: row.fullname, username: row.username },
      clockedHours,
      workOrderHours,
      soldHours,
      efficiency: efficiency(soldHours, workOrderHours),
    };
  });
  const sum = (pick: (row: ProductivityRow) => number) => Math.round(items.reduce((total, row) => total + pick(row) * 100, 0)) / 100;
  const totals = { clockedHours: sum((r) => r.clockedHours), workOrderHours: sum((r) => r.workOrderHours), soldHours: sum((r) => r.soldHours) };
  return { from, to, items, totals: { ...totals, efficiency: efficiency(totals.soldHours, totals.workOrderHours) } };
}

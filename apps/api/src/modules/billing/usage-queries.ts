import { sql, type SQL } from 'drizzle-orm';
import { USAGE_RESOURCES, type UsageResource } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { BillingPeriod } from './billing-period.js';

/**
 * How much of a resource an account uses: the ONE definition GET /accounts/usage shows and the
 * guard compares with the limit.
 * - customers, users (invited ones included), apiKeys (neither revoked nor expired): what stands now;
 * - workorders, bookings (the widget's online appointments, holds included): created in the
 *   period. A deleted work order or cancelled booking still counts: the period's allowance is
 *   for creating them, and deleting must not make room for more.
 */
function usedSql(resource: UsageResource, accountId: number, { start, end }: BillingPeriod): SQL {
  switch (resource) {
    case 'customers':
      return sql`(SELECT count(*)::int FROM customers WHERE account_id = ${accountId} AND deleted_at IS NULL)`;
    case 'users':
      return sql`(SELECT count(*)::int FROM users WHERE account_id = ${accountId} AND deleted_at IS NULL)`;
    case 'apiKeys':
      return sql`(SELECT count(*)::int FROM api_keys WHERE account_id = ${accountId} AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()))`;
    case 'workorders':
      return sql`(SELECT count(*)::int FROM worksheets WHERE account_id = ${accountId} AND created_at >= ${start.toISOString()} AND created_at < ${end.toISOString()})`;
    case 'bookings':
      return sql`(SELECT count(*)::int FROM events WHERE account_id = ${accountId} AND source = 'ONLINE' AND created_at >= ${start.toISOString()} AND created_at < ${end.toISOString()})`;
  }
}

/** How much of one resource the account uses now. */
export async function countUsed(db: DbOrTx, accountId: number, resource: UsageResource, period: BillingPeriod): Promise<number> {
  const { rows } = await db.execute<{ used: number }>(sql`SELECT ${usedSql(resource, accountId, period)} AS used`);
  return rows[0]!.used;
}

/** Every resource's use, in one round trip. */
export async function countAllUsed(db: DbOrTx, accountId: number, period: BillingPeriod): Promise<Record<UsageResource, number>> {
  const columns = sql.join(
    USAGE_RESOURCES.map((r) => sql`${usedSql(r, accountId, period)} AS ${sql.identifier(r)}`),
    sql`, `,
  );
  const { rows } = await db.execute<Record<UsageResource, number>>(sql`SELECT ${columns}`);
  return rows[0]!;
}

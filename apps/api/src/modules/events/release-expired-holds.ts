import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { events } from '../../db/schema/index.js';

export type HoldRange = {
  accountId: number;
  bayId?: number | null;
  technicianId?: number | null;
  start: Date;
  end: Date;
};

/**
 * Deletes the widget's expired holds (status HELD, hold_expires_at past) of that bay or technician
 * overlapping [start, end), inside the caller's transaction, just before it writes there: the
 * exclusion constraints cannot read the clock, so a hold stays busy until someone needing its range
 * removes it. Live holds are left alone (they keep blocking). Answers how many went.
 */
export async function releaseExpiredHolds(tx: DbOrTx, { accountId, bayId, technicianId, start, end }: HoldRange): Promise<number> {
  const owners = or(bayId != null ? eq(events.bayId, bayId) : undefined, technicianId != null ? eq(events.technicianId, technicianId) : undefined);
  if (!owners) return 0;
  const released = await tx
    .delete(events)
    .where(
      and(eq(events.accountId, accountId), eq(events.status, 'HELD'), sql`${events.holdExpiresAt} < now()`, lt(events.startTime, end), gt(events.endTime, start), owners),
    )
    .returning({ id: events.id });
  return released.length;
}

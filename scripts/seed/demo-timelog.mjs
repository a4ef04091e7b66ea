// The demo shop's last week of technician time (issue 13): each technician's working days as
// entries on the service lines of the shop's work orders, recorded through the API's own service
// (POST /timelog as that technician), and one clock still running today.
import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import { createTimelogBodySchema } from '@atelier/contracts';
import { entries, users, worksheets, worksheetStatuses } from '../../apps/api/src/db/schema/index.ts';
import { createTimelog } from '../../apps/api/src/modules/timelog/create-timelog.ts';
import { dayIn } from '../../apps/api/src/modules/timelog/shop-time.ts';
import { shopTime } from './shop-clock.mjs';

const HOUR = 60 * 60 * 1000;

/** Service lines of work orders under way or done that came in before `at`, the technician's own first. */
async function linesBefore(db, accountId, at) {
  return db
    .select({ worksheetUuid: worksheets.uuid, technicianId: worksheets.technicianId, group: worksheetStatuses.group, entryId: entries.id })
    .from(entries)
    .innerJoin(worksheets, eq(worksheets.id, entries.worksheetId))
    .innerJoin(worksheetStatuses, eq(worksheetStatuses.id, worksheets.statusId))
    .where(
      and(
        eq(entries.accountId, accountId),
        eq(entries.type, 'SERVICE'),
        ne(worksheetStatuses.group, 'TODO'),
        isNull(worksheets.deletedAt),
        lte(worksheets.createdAt, at),
      ),
    )
    .orderBy(asc(worksheets.worksheetId), asc(entries.position));
}

/**
 * Seven working days before today (no Sundays, no Saturdays) of 7:30 to about 16:30 for every
 * EMPLOYEE of `team`, a lunch break at noon, entries of 45 min to 2 h 30 on lines of work orders
 * already in, mostly the technician's own. Then the first technician's clock runs since this
 * morning on a work order under way. Answers counts.
 */
export async function createDemoTimelogs({ db, accountId, team, random, now = new Date(), zone }) {
  const technicians = [];
  for (const member of team.filter((m) => m.permissionFlags === 'EMPLOYEE')) {
    const [row] = await db
      .select({ id: users.id, uuid: users.uuid })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.email, member.email)));
    technicians.push(row);
  }
  const counts = { entries: 0, running: 0 };
  const record = (tech, body) => createTimelog(db, { caller: { accountId, userId: tech.id, canAll: false, timezone: zone }, body: createTimelogBodySchema.parse(body) });

  let days = 0;
  for (let daysAgo = 1; days < 7 && daysAgo < 14; daysAgo++) {
    const weekday = new Date(`${dayIn(shopTime(now, daysAgo, 12, zone), zone)}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    days++;
    for (const tech of technicians) {
      let hours = 7.5 + random.int(0, 2) / 4;
      let lunch = false;
      while (hours < 16.25) {
        if (!lunch && hours >= 11.75) {
          hours = Math.max(hours, 12) + 0.5;
          lunch = true;
          continue;
        }
        const start = shopTime(now, daysAgo, hours, zone);
        const lines = await linesBefore(db, accountId, start);
        if (lines.length === 0) break;
        const own = lines.filter((line) => line.technicianId === tech.id);
        const line = random.pick(own.length > 0 && random.chance(0.8) ? own : lines);
        const duration = Math.min(random.int(3, 10) / 4, 17 - hours);
        await record(tech, { startTime: start.toISOString(), duration, workorderUuid: line.worksheetUuid, entryId: line.entryId });
        counts.entries++;
        // A few minutes between two jobs (moving the car, the next work order).
        hours += duration + random.int(0, 2) / 12;
      }
    }
  }

  // Today: the first technician clocked in at 8:00 (or an hour ago, early in the day) on a work order under way, still running.
  const tech = technicians[0];
  const start = new Date(Math.min(shopTime(now, 0, 8, zone).getTime(), now.getTime() - HOUR));
  const underWay = (await linesBefore(db, accountId, start)).filter((line) => line.technicianId === tech?.id && line.group === 'IN_PROGRESS');
  const line = underWay.at(-1);
  if (tech && line) {
    await record(tech, { startTime: start.toISOString(), workorderUuid: line.worksheetUuid, entryId: line.entryId });
    counts.running++;
  }
  return counts;
}

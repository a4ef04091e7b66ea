// Shop wall-clock times for the demo seed, through the API's own zone conversion (shop-time.ts),
// so the seed dates work orders and time entries exactly as the API reads a shop time.
import { dayIn, zonedToInstant } from '../../apps/api/src/modules/timelog/shop-time.ts';

/** The instant of `hours` (decimal) on the shop's calendar day `daysAgo` days before `now`. */
export function shopTime(now, daysAgo, hours, zone) {
  // Calendar days back from the shop's today (not 24-hour steps, which skip or repeat a day across a DST change).
  const [y, m, d] = dayIn(now, zone).split('-').map(Number);
  const back = new Date(Date.UTC(y, m - 1, d - daysAgo));
  const [year, month, day] = [back.getUTCFullYear(), back.getUTCMonth() + 1, back.getUTCDate()];
  const minutes = Math.round(hours * 60);
  return zonedToInstant({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, zone);
}

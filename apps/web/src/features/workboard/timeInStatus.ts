/** The largest unit that fits, for a card's time in its status ('depuis 3 h', 'depuis 2 j'). */
export type TimeInStatus = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole units, rounded down: a card 59 minutes old reads '59 min', not '1 h'. Future dates (clock skew) read 'now'. */
export function timeInStatus(since: string | Date, now: Date | number = Date.now()): TimeInStatus {
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - new Date(since).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

import type { PlanningEvent } from '@atelier/contracts/planning';

/** At most this many toasts at once when several bookings came in between two polls. */
const TOASTED_MAX = 3;

/**
 * The online bookings to announce after a poll of GET /api/events/unseen: none on the first answer
 * (what was there before the page opened is the badge's, not news), none when the count did not
 * grow (seen, or canceled), else the newest ones that made it grow.
 */
export function newBookings(before: number | null, now: { count: number; latest: PlanningEvent[] }): PlanningEvent[] {
  if (before === null || now.count <= before) return [];
  return now.latest.slice(0, Math.min(now.count - before, TOASTED_MAX));
}

// The statutory holidays are computed in the contracts (shared with the demo seed).
export { holidayRegion, statutoryHolidays, type Holiday, type HolidayRegion } from '@atelier/contracts';

/** Today's date (YYYY-MM-DD) in a time zone: the shop's, not the browser's. */
export function todayIn(timezone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

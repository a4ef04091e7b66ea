/**
 * Zones found valid: building a formatter to try one costs about 0.1 ms, on every time and report
 * call. Only valid zones are kept, so the set holds at most the IANA list.
 */
const valid = new Set<string>();

/** A time zone PostgreSQL and the browser both know; the account's own, else UTC (its default). */
export function knownTimezone(timezone: string | undefined): string {
  if (!timezone) return 'UTC';
  if (valid.has(timezone)) return timezone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    valid.add(timezone);
    return timezone;
  } catch {
    return 'UTC';
  }
}

/** A time zone PostgreSQL and the browser both know; the account's own, else UTC (its default). */
export function knownTimezone(timezone: string | undefined): string {
  if (!timezone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

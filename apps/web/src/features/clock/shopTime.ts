import { formatInZone, isKnownTimezone } from '../../shared/format/dateTime';

/**
 * A clock-in's start time as shell §7 sends it: `YYYY/MM/DD HH:mm:ss` in the shop's time zone
 * (the server reads it in that zone). A zone this browser does not know, or no zone yet (the
 * account not loaded), sends the instant as ISO UTC instead, which the server also takes: a
 * wall-clock time written in the wrong zone would be hours off.
 */
export function shopClockTime(now: Date, timezone: string | null | undefined): string {
  if (!timezone || !isKnownTimezone(timezone)) return new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
  return formatInZone(now, timezone, 'YYYY/MM/DD HH:mm:ss');
}

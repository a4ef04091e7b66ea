let zones: Set<string> | undefined;

/**
 * The canonical name of an IANA zone this server knows, or undefined. Aliases a browser may
 * report (America/Montreal, Europe/Kyiv) resolve to the name the time-zone list shows
 * (America/Toronto, Europe/Kiev), so the preferences page finds the stored value in its list.
 */
export function canonicalTimezone(zone: string): string | undefined {
  // UTC is listed by Intl as Etc/UTC or not at all.
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (zones.has(zone)) return zone;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return zones.has(resolved) ? resolved : undefined;
  } catch {
    return undefined;
  }
}

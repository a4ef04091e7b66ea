export interface TimezoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** Every IANA zone the runtime knows, plus UTC (which some runtimes leave out of the list). */
export function allTimezones(): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** "UTC−05:00" for a zone at this instant, or '' when the runtime cannot tell. */
export function utcOffset(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    if (!part) return '';
    // Runtimes write a zero offset "GMT" or "GMT+00:00".
    return part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC').replace('-', '−');
  } catch {
    return '';
  }
}

/**
 * Select data: zones grouped by their area (America, Europe…), labelled "Toronto (UTC−05:00)".
 * `extra` (the account's current zone) is added when the runtime's list lacks it.
 */
export function timezoneGroups(at: Date, extra?: string): TimezoneGroup[] {
  const zones = allTimezones();
  if (extra && !zones.includes(extra)) zones.push(extra);
  const groups = new Map<string, TimezoneGroup['items']>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    const area = slash === -1 ? 'UTC' : zone.slice(0, slash);
    const place = (slash === -1 ? zone : zone.slice(slash + 1)).replace(/_/g, ' ').replace(/\//g, ' / ');
    const offset = utcOffset(zone, at);
    const label = offset && zone !== 'UTC' ? `${place} (${offset})` : place;
    // The full id stays searchable ("America/Toronto") through the label of the value.
    const items = groups.get(area) ?? [];
    items.push({ value: zone, label: slash === -1 ? label : `${label} · ${zone}` });
    groups.set(area, items);
  }
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

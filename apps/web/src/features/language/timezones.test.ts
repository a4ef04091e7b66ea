import { describe, expect, it } from 'vitest';
import { allTimezones, timezoneGroups, utcOffset } from './timezones';

describe('timezones', () => {
  it('lists every IANA zone of the runtime, UTC included', () => {
    const zones = allTimezones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toEqual(expect.arrayContaining(['UTC', 'America/Toronto', 'Europe/Paris', 'Africa/Abidjan', 'Pacific/Noumea']));
  });

  it('writes the offset at the given instant, daylight saving included', () => {
    expect(utcOffset('America/Toronto', new Date('2026-01-15T12:00:00Z'))).toBe('UTC−05:00');
    expect(utcOffset('America/Toronto', new Date('2026-07-15T12:00:00Z'))).toBe('UTC−04:00');
    expect(utcOffset('Asia/Kolkata', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+05:30');
    expect(utcOffset('UTC', new Date())).toBe('UTC+00:00');
  });

  it('groups zones by area and keeps the account zone even if the runtime lacks it', () => {
    const groups = timezoneGroups(new Date('2026-01-15T12:00:00Z'), 'America/Montreal');
    const america = groups.find((g) => g.group === 'America')!;
    expect(america.items.find((i) => i.value === 'America/Toronto')?.label).toBe('Toronto (UTC−05:00) · America/Toronto');
    expect(groups.flatMap((g) => g.items).some((i) => i.value === 'America/Montreal')).toBe(true);
    expect(groups.flatMap((g) => g.items).length).toBe(new Set(groups.flatMap((g) => g.items.map((i) => i.value))).size);
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, firstOpenDay, monthGrid, slotsToOffer } from './calendar';

describe('the month grid', () => {
  it('starts on Monday, blanks around the month, and greys days outside the range or closed', () => {
    // November 2026 starts on a Sunday: six blanks before the 1st.
    const weeks = monthGrid(2026, 10, '2026-11-03', '2026-11-27', new Set(['2026-11-07', '2026-11-08']));
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]).toEqual({ date: '2026-11-01', day: 1, disabled: true });
    const all = weeks.flat().filter((d) => d !== null);
    expect(all).toHaveLength(30);
    expect(all.filter((d) => !d.disabled).map((d) => d.day)).toEqual([3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)!.at(-1)).toBeNull();
  });

  it('counts February of a leap year and moves across years', () => {
    expect(monthGrid(2028, 1, '2028-01-01', '2028-12-31', new Set()).flat().filter(Boolean)).toHaveLength(29);
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
  });

  it('finds the first open day', () => {
    expect(firstOpenDay('2026-11-28', '2026-12-31', new Set(['2026-11-28', '2026-11-29']))).toBe('2026-11-30');
    expect(firstOpenDay('2026-11-28', '2026-11-29', new Set(['2026-11-28', '2026-11-29']))).toBeNull();
  });

  it('offers a moved booking every free time but its own, however the instant is written', () => {
    const slots = [{ start: '2026-12-01T13:00:00.000Z' }, { start: '2026-12-01T14:00:00.000Z' }, { start: '2026-12-01T15:00:00.000Z' }];
    expect(slotsToOffer(slots, '2026-12-01T14:00:00Z').map((s) => s.start)).toEqual(['2026-12-01T13:00:00.000Z', '2026-12-01T15:00:00.000Z']);
    expect(slotsToOffer(slots, '2026-12-01T09:00:00-05:00')).toHaveLength(2);
    expect(slotsToOffer(slots)).toEqual(slots);
    expect(slotsToOffer([{ start: '2026-12-01T14:00:00.000Z' }], '2026-12-01T14:00:00.000Z')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { easterSunday, fromEaster, holidayRegion, mondayBeforeMay25, nthWeekday, statutoryHolidays } from './holidays';

const dates = (region: 'QC' | 'FR', year: number) => Object.fromEntries(statutoryHolidays(region, year).map((h) => [h.key, h.date]));

describe('easterSunday', () => {
  it.each([
    [2024, [3, 31]],
    [2025, [4, 20]],
    [2026, [4, 5]],
    [2027, [3, 28]],
    [2028, [4, 16]],
    [2038, [4, 25]],
    [2285, [3, 22]],
  ])('%i', (year, expected) => {
    expect(easterSunday(year)).toEqual(expected);
  });
});

describe('statutoryHolidays', () => {
  it('Québec 2026: fixed dates, Good Friday and Easter Monday from Easter (April 5), the Mondays', () => {
    expect(dates('QC', 2026)).toEqual({
      newYear: '2026-01-01',
      goodFriday: '2026-04-03',
      easterMonday: '2026-04-06',
      patriots: '2026-05-18',
      stJeanBaptiste: '2026-06-24',
      canadaDay: '2026-07-01',
      labourDay: '2026-09-07',
      thanksgiving: '2026-10-12',
      christmas: '2026-12-25',
    });
  });

  it('Québec 2027: Easter on March 28, Patriots on May 24 (May 25 is a Tuesday)', () => {
    expect(dates('QC', 2027)).toEqual({
      newYear: '2027-01-01',
      goodFriday: '2027-03-26',
      easterMonday: '2027-03-29',
      patriots: '2027-05-24',
      stJeanBaptiste: '2027-06-24',
      canadaDay: '2027-07-01',
      labourDay: '2027-09-06',
      thanksgiving: '2027-10-11',
      christmas: '2027-12-25',
    });
  });

  it('Québec: Patriots is the Monday before May 25 even when May 25 is a Monday; Canada Day on a Sunday moves to July 2', () => {
    // May 25, 2026 is a Monday: the holiday is May 18, not May 25.
    expect(dates('QC', 2026).patriots).toBe('2026-05-18');
    // July 1, 2029 is a Sunday.
    expect(dates('QC', 2029).canadaDay).toBe('2029-07-02');
  });

  it('France 2026: Easter Monday, Ascension (+39) and Whit Monday (+50) from April 5', () => {
    expect(dates('FR', 2026)).toEqual({
      newYear: '2026-01-01',
      easterMonday: '2026-04-06',
      labourDayFr: '2026-05-01',
      victory1945: '2026-05-08',
      ascension: '2026-05-14',
      whitMonday: '2026-05-25',
      bastilleDay: '2026-07-14',
      assumption: '2026-08-15',
      allSaints: '2026-11-01',
      armistice: '2026-11-11',
      christmas: '2026-12-25',
    });
  });

  it('France 2027: Easter Monday March 29, Ascension May 6, Whit Monday May 17', () => {
    const fr = dates('FR', 2027);
    expect([fr.easterMonday, fr.ascension, fr.whitMonday]).toEqual(['2027-03-29', '2027-05-06', '2027-05-17']);
    expect(Object.keys(fr)).toHaveLength(11);
  });

  it('lists the holidays in date order', () => {
    for (const region of ['QC', 'FR'] as const) {
      const list = statutoryHolidays(region, 2027).map((h) => h.date);
      expect(list).toEqual([...list].sort());
    }
  });
});

describe('holidayRegion', () => {
  it('France for a French shop, Québec for any other', () => {
    expect(holidayRegion('FR')).toBe('FR');
    expect(holidayRegion('CA')).toBe('QC');
    expect(holidayRegion(null)).toBe('QC');
  });
});

describe('the shared date rules (the demo seed uses them too)', () => {
  it('fromEaster crosses month ends: Good Friday 2024 is in March, Whit Monday 2025 in June', () => {
    expect(fromEaster(2024, -2)).toBe('2024-03-29');
    expect(fromEaster(2025, 50)).toBe('2025-06-09');
  });

  it('nthWeekday: the first Monday of September, the second Monday of October', () => {
    expect(nthWeekday(2026, 9, 1, 1)).toBe('2026-09-07');
    expect(nthWeekday(2026, 10, 1, 2)).toBe('2026-10-12');
  });

  it('mondayBeforeMay25 is strictly before: a week earlier when May 25 is a Monday', () => {
    expect(mondayBeforeMay25(2026)).toBe('2026-05-18');
    expect(mondayBeforeMay25(2027)).toBe('2027-05-24');
  });
});

/**
 * Statutory holidays a shop closes on, computed (no table to keep up to date): fixed dates plus
 * those that follow Easter. Québec: the Loi sur les normes du travail's holidays (Good Friday and
 * Easter Monday both listed: the employer picks one, the shop removes the other). France: the
 * eleven jours fériés of the Code du travail (L3133-1), without Alsace-Moselle's two extra days.
 * Zod-free and in one place: the shop's settings page and the demo seed (scripts/seed/holidays.mjs)
 * share the computus and the weekday rules.
 */
export type HolidayRegion = 'QC' | 'FR';

/** `key` names the holiday's text (booking-settings i18n `holidays.<key>`). */
export interface Holiday {
  date: string;
  key: string;
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday of the Gregorian calendar (anonymous algorithm: Meeus/Jones/Butcher), as [month, day]. */
export function easterSunday(year: number): [month: number, day: number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** The date `days` after (or before) a date, in UTC so no time zone moves it. */
function shift(year: number, month: number, day: number, days: number): string {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return iso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday

/** The n-th `dow` (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, dow: number, n: number): string {
  const first = weekday(year, month, 1);
  return iso(year, month, 1 + ((dow - first + 7) % 7) + (n - 1) * 7);
}

/** Québec's Journée nationale des patriotes: the Monday before May 25. */
export function mondayBeforeMay25(year: number): string {
  const back = (weekday(year, 5, 25) + 6) % 7 || 7;
  return iso(year, 5, 25 - back);
}

/** The date `days` after (negative: before) Easter Sunday of `year`. */
export function fromEaster(year: number, days: number): string {
  const [month, day] = easterSunday(year);
  return shift(year, month, day, days);
}

/** The holidays of a year, in date order. */
export function statutoryHolidays(region: HolidayRegion, year: number): Holiday[] {
  const [em, ed] = easterSunday(year);
  const list: Holiday[] =
    region === 'QC'
      ? [
          { date: iso(year, 1, 1), key: 'newYear' },
          { date: shift(year, em, ed, -2), key: 'goodFriday' },
          { date: shift(year, em, ed, 1), key: 'easterMonday' },
          { date: mondayBeforeMay25(year), key: 'patriots' },
          { date: iso(year, 6, 24), key: 'stJeanBaptiste' },
          // Canada Day falling on a Sunday is observed on Monday, July 2 (LNT art. 60).
          { date: weekday(year, 7, 1) === 0 ? iso(year, 7, 2) : iso(year, 7, 1), key: 'canadaDay' },
          { date: nthWeekday(year, 9, 1, 1), key: 'labourDay' },
          { date: nthWeekday(year, 10, 1, 2), key: 'thanksgiving' },
          { date: iso(year, 12, 25), key: 'christmas' },
        ]
      : [
          { date: iso(year, 1, 1), key: 'newYear' },
          { date: shift(year, em, ed, 1), key: 'easterMonday' },
          { date: iso(year, 5, 1), key: 'labourDayFr' },
          { date: iso(year, 5, 8), key: 'victory1945' },
          { date: shift(year, em, ed, 39), key: 'ascension' },
          { date: shift(year, em, ed, 50), key: 'whitMonday' },
          { date: iso(year, 7, 14), key: 'bastilleDay' },
          { date: iso(year, 8, 15), key: 'assumption' },
          { date: iso(year, 11, 1), key: 'allSaints' },
          { date: iso(year, 11, 11), key: 'armistice' },
          { date: iso(year, 12, 25), key: 'christmas' },
        ];
  return list.sort((a, b) => a.date.localeCompare(b.date));
}

/** France for a French shop; Québec otherwise (the product's first market). */
export function holidayRegion(country: string | null): HolidayRegion {
  return country === 'FR' ? 'FR' : 'QC';
}

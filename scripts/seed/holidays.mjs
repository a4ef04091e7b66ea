// Public holidays of a shop's country (and province), as booking closures for the demo shop:
// the days the widget offers no slot. Computed (Easter by the Gregorian computus), no package:
// the seed only needs Canada (Québec's statutory list, else the common federal one) and France.

const iso = (year, month, day) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year) {
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

/** `days` days after Easter Sunday (negative: before). */
function fromEaster(year, days) {
  const [month, day] = easterSunday(year);
  return iso(year, month, day + days);
}

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(year, month, weekday, nth) {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

/** The Monday before 25 May (Journée nationale des patriotes in Québec, Victoria Day elsewhere). */
function mondayBeforeMay25(year) {
  const weekday = new Date(Date.UTC(year, 4, 24)).getUTCDay();
  return iso(year, 5, 24 - ((weekday + 6) % 7));
}

const CANADA = {
  QC: (y) => [
    [iso(y, 1, 1), "Jour de l'An"],
    [fromEaster(y, -2), 'Vendredi saint'],
    [mondayBeforeMay25(y), 'Journée nationale des patriotes'],
    [iso(y, 6, 24), 'Fête nationale du Québec'],
    [iso(y, 7, 1), 'Fête du Canada'],
    [nthWeekday(y, 9, 1, 1), 'Fête du Travail'],
    [nthWeekday(y, 10, 1, 2), 'Action de grâces'],
    [iso(y, 12, 25), 'Noël'],
  ],
  default: (y) => [
    [iso(y, 1, 1), "New Year's Day"],
    [fromEaster(y, -2), 'Good Friday'],
    [mondayBeforeMay25(y), 'Victoria Day'],
    [iso(y, 7, 1), 'Canada Day'],
    [nthWeekday(y, 9, 1, 1), 'Labour Day'],
    [nthWeekday(y, 10, 1, 2), 'Thanksgiving'],
    [iso(y, 12, 25), 'Christmas Day'],
    [iso(y, 12, 26), 'Boxing Day'],
  ],
};

const FRANCE = (y) => [
  [iso(y, 1, 1), "Jour de l'An"],
  [fromEaster(y, 1), 'Lundi de Pâques'],
  [iso(y, 5, 1), 'Fête du Travail'],
  [iso(y, 5, 8), 'Victoire 1945'],
  [fromEaster(y, 39), 'Ascension'],
  [fromEaster(y, 50), 'Lundi de Pentecôte'],
  [iso(y, 7, 14), 'Fête nationale'],
  [iso(y, 8, 15), 'Assomption'],
  [iso(y, 11, 1), 'Toussaint'],
  [iso(y, 11, 11), 'Armistice 1918'],
  [iso(y, 12, 25), 'Noël'],
];

/**
 * The public holidays of `year` in a country (ISO 3166 alpha-2) and region, as booking closures
 * `{ from, to, label }` in date order; [] for a country this list does not know.
 */
export function publicHolidays(country, region, year) {
  const list = country === 'CA' ? (CANADA[region] ?? CANADA.default)(year) : country === 'FR' ? FRANCE(year) : [];
  return list.map(([date, label]) => ({ from: date, to: date, label })).sort((a, b) => a.from.localeCompare(b.from));
}

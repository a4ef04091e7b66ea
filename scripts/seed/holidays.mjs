// Public holidays of a shop's country (and province), as booking closures for the demo shop:
// the days the widget offers no slot. Computed, no package:
// the seed only needs Canada (Québec's statutory list, else the common federal one) and France.

import { fromEaster, mondayBeforeMay25, nthWeekday } from '@atelier/contracts';

// The date rules (Easter, n-th weekday, the Monday before May 25) are the settings page's, from the
// contracts; the lists here are the seed's own (labels, other provinces).
const iso = (year, month, day) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

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

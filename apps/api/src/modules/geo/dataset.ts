import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { COUNTRIES, type Country } from '@atelier/contracts';

export type Region = { code: string; name: string };
export type GeoDataset = {
  /** Regions of each §5 country, sorted by name. Empty when the data set has none (RE). */
  regions: Map<Country, Region[]>;
  /** Cities by `${country}:${regionCode}`, sorted by name, without duplicates: the answers as sent. */
  cities: Map<string, { name: string }[]>;
};

type StateRow = { name: string; isoCode: string; countryCode: string };
/** city.json rows: name, countryCode, stateCode, latitude, longitude. */
type CityRow = [string, string, string, ...unknown[]];

const collator = new Intl.Collator('fr');
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/**
 * Reads country-state-city's data files directly instead of importing the package: its index
 * imports all 150 000 cities of the world and keeps them as objects for ever (≈ 45 MB of heap).
 * Read once, only the 16 countries of §5 are kept (≈ 12 000 names, under 1 MB).
 */
async function load(): Promise<GeoDataset> {
  const require = createRequire(import.meta.url);
  const read = async <T>(file: string) => JSON.parse(await readFile(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8')) as T;
  const offered = new Set<string>(COUNTRIES);

  const regions = new Map<Country, Region[]>(COUNTRIES.map((c) => [c, []]));
  for (const state of await read<StateRow[]>('state.json')) {
    if (offered.has(state.countryCode)) regions.get(state.countryCode as Country)!.push({ code: state.isoCode, name: state.name });
  }
  for (const list of regions.values()) list.sort(byName);

  const names = new Map<string, Set<string>>();
  for (const [name, country, region] of await read<CityRow[]>('city.json')) {
    if (!offered.has(country)) continue;
    const key = cityKey(country as Country, region);
    (names.get(key) ?? names.set(key, new Set()).get(key)!).add(name);
  }
  const cities = new Map([...names].map(([key, set]) => [key, [...set].sort(collator.compare).map((name) => ({ name }))]));
  return { regions, cities };
}

export function cityKey(country: Country, regionCode: string): string {
  return `${country}:${regionCode}`;
}

let loading: Promise<GeoDataset> | undefined;

/** The data set, loaded on first use (not at boot: most requests never need it). */
export function geoDataset(): Promise<GeoDataset> {
  loading ??= load().catch((error: unknown) => {
    // A failed read is tried again by the next call instead of being cached.
    loading = undefined;
    throw error;
  });
  return loading;
}

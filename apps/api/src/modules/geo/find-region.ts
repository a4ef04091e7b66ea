import type { Country } from '@atelier/contracts';
import type { GeoDataset, Region } from './dataset.js';

/** Case and accent folding, so 'québec' finds 'Quebec'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** A region of the country given by its code or its name (what a user may type). */
export function findRegion(dataset: GeoDataset, country: Country, value: string): Region | undefined {
  const regions = dataset.regions.get(country) ?? [];
  const wanted = fold(value);
  return regions.find((r) => fold(r.code) === wanted) ?? regions.find((r) => fold(r.name) === wanted);
}

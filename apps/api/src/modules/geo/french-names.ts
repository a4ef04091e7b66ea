/**
 * country-state-city names regions in English. Atelier is French first: these are the official
 * French names of Canada's provinces and territories, shown when the interface is in French.
 */
export const FRENCH_REGION_NAMES: Record<string, Record<string, string>> = {
  CA: {
    AB: 'Alberta',
    BC: 'Colombie-Britannique',
    MB: 'Manitoba',
    NB: 'Nouveau-Brunswick',
    NL: 'Terre-Neuve-et-Labrador',
    NS: 'Nouvelle-Écosse',
    NT: 'Territoires du Nord-Ouest',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Île-du-Prince-Édouard',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
};

const collator = new Intl.Collator('fr');

/** The regions with their French names where known, sorted again by those names. */
export function inFrench<T extends { code: string; name: string }>(country: string, regions: T[]): T[] {
  const names = FRENCH_REGION_NAMES[country];
  if (!names) return regions;
  return regions.map((r) => ({ ...r, name: names[r.code] ?? r.name })).sort((a, b) => collator.compare(a.name, b.name));
}

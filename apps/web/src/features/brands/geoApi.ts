import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { apiRequest } from '../../shared/api/apiClient';

export interface Region {
  code: string;
  name: string;
}

export const geoKeys = {
  regions: (country: string, lang: string) => ['geo', 'regions', country, lang] as const,
  cities: (country: string, region: string) => ['geo', 'cities', country, region] as const,
};

// Reference data that never changes while the app runs.
const FOREVER = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** Regions of a country (empty for countries the dataset does not divide). */
export function useRegions(country: string) {
  // Names in the interface language (Québec, Colombie-Britannique in French).
  const lang = useTranslation().i18n.language === 'en' ? 'en' : 'fr';
  return useQuery({
    queryKey: geoKeys.regions(country, lang),
    queryFn: ({ signal }) => apiRequest<{ items: Region[] }>(`/geo/countries/${encodeURIComponent(country)}/regions?lang=${lang}`, { signal }),
    enabled: !!country,
    select: (data) => data.items,
    ...FOREVER,
  });
}

/** Cities of a region (may be empty: the city is then typed freely). */
export function useCities(country: string, region: string, enabled: boolean) {
  return useQuery({
    queryKey: geoKeys.cities(country, region),
    queryFn: ({ signal }) =>
      apiRequest<{ items: { name: string }[] }>(`/geo/countries/${encodeURIComponent(country)}/regions/${encodeURIComponent(region)}/cities`, { signal }),
    enabled: enabled && !!country && !!region,
    select: (data) => data.items.map((city) => city.name),
    ...FOREVER,
  });
}

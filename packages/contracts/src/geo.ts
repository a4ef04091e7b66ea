import { z } from 'zod';
import { COUNTRIES } from './countries.js';

export { COUNTRIES, type Country } from './countries.js';

/** GET /api/geo/countries: the §5 countries in their order; the web names them with Intl.DisplayNames. */
export const countryListSchema = z.object({ items: z.array(z.object({ code: z.enum(COUNTRIES) })) });

export const regionSchema = z.object({ code: z.string(), name: z.string() });
export const regionListSchema = z.object({ items: z.array(regionSchema) });

/** GET /geo/countries/{country}/regions?lang=: region names in French (default) or English. */
export const regionListQuerySchema = z.object({ lang: z.enum(['fr', 'en']).default('fr') });
export const cityListSchema = z.object({ items: z.array(z.object({ name: z.string() })) });

export const countryParamsSchema = z.object({ country: z.enum(COUNTRIES, 'ERR_INVALID_COUNTRY') });
export const regionParamsSchema = countryParamsSchema.extend({ region: z.string().min(1).max(10, 'ERR_INVALID_REGION') });

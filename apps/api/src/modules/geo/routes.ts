import { cityListSchema, COUNTRIES, countryListSchema, countryParamsSchema, regionListQuerySchema, regionListSchema, regionParamsSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { errors, ok, type App } from '../../http/types.js';
import { cityKey, geoDataset } from './dataset.js';
import { findRegion } from './find-region.js';
import { inFrench } from './french-names.js';
import { regionNotFound } from './geo-errors.js';

const tags = ['geo'];
const security = [{ bearer: [] }];
const COUNTRY_LIST = { items: COUNTRIES.map((code) => ({ code })) };

export function geoRoutes(app: App, deps: AppDeps): void {
  // Address forms (setup wizard, workspace profile): country → regions → cities (shell §5).
  app.get('/geo/countries', {
    schema: { tags, security, response: { 200: ok(countryListSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async () => ({ data: COUNTRY_LIST }),
  });

  app.get('/geo/countries/:country/regions', {
    schema: {
      tags,
      security,
      params: countryParamsSchema,
      querystring: regionListQuerySchema,
      response: { 200: ok(regionListSchema), ...errors(400, 401, 403) },
    },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request) => {
      const dataset = await geoDataset();
      const regions = dataset.regions.get(request.params.country) ?? [];
      return { data: { items: request.query.lang === 'fr' ? inFrench(request.params.country, regions) : regions } };
    },
  });

  app.get('/geo/countries/:country/regions/:region/cities', {
    schema: { tags, security, params: regionParamsSchema, response: { 200: ok(cityListSchema), ...errors(400, 401, 403, 404) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request) => {
      const { country, region } = request.params;
      const dataset = await geoDataset();
      const found = findRegion(dataset, country, region);
      if (!found) throw regionNotFound();
      return { data: { items: dataset.cities.get(cityKey(country, found.code)) ?? [] } };
    },
  });
}

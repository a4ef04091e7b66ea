import { brandListSchema, brandParamsSchema, brandSchema, updateBrandBodySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { presentBrand } from './presenters.js';
import { listBrands } from './queries.js';
import { updateBrand } from './update-brand.js';

const tags = ['brands'];
const security = [{ bearer: [] }];

export function brandRoutes(app: App, deps: AppDeps): void {
  // The shell shows the first workspace's address name as the shop name (shell spec §1).
  app.get('/brands', {
    schema: { tags, security, response: { 200: ok(brandListSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request) => {
      const rows = await listBrands(deps.db, { accountId: scopeOf(request).accountId });
      return { data: { items: rows.map(presentBrand) } };
    },
  });

  // Workspace profile and setup step 2. The logo has its own upload route.
  app.put('/brands/:uuid', {
    schema: {
      tags,
      security,
      params: brandParamsSchema,
      body: updateBrandBodySchema,
      response: { 200: ok(brandSchema), ...errors(400, 401, 403, 404) },
    },
    preHandler: authorize(deps, 'settings:manage'),
    handler: async (request) => ({
      data: await updateBrand(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }),
    }),
  });
}

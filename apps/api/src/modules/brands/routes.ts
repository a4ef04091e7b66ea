import { z } from 'zod';
import { brandSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authOf, authorize } from '../../http/authenticate.js';
import { errors, ok, type App } from '../../http/types.js';
import { presentBrand } from './presenters.js';
import { listBrands } from './queries.js';

export function brandRoutes(app: App, deps: AppDeps): void {
  // The shell shows the first workspace's address name as the shop name (shell spec §1).
  app.get('/brands', {
    schema: { tags: ['brands'], security: [{ bearer: [] }], response: { 200: ok(z.object({ items: z.array(brandSchema) })), ...errors(401) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request) => {
      const rows = await listBrands(deps.db, { accountId: authOf(request).user.accountId });
      return { data: { items: rows.map(presentBrand) } };
    },
  });
}

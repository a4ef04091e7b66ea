import { can, searchQuerySchema, searchResultSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { globalSearch } from './global-search.js';

export function searchRoutes(app: App, deps: AppDeps): void {
  app.get('/search', {
    schema: {
      tags: ['search'],
      security: [{ bearer: [] }],
      querystring: searchQuerySchema,
      response: { 200: ok(searchResultSchema), ...errors(400, 401, 403) },
    },
    preHandler: authorize(deps, 'customers:work'),
    handler: async (request) => {
      const scope = scopeOf(request);
      // The invoices group only for who may read invoices (worksheets:work).
      const invoices = can(scope.user.permissionFlags, 'worksheets:work');
      const { q, vehicles } = request.query;
      return { data: await globalSearch(deps.db, { accountId: scope.accountId, q, invoices, vehicles }) };
    },
  });
}

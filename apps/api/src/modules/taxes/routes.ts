import { deleteTaxResultSchema, taxGroupListSchema, taxGroupsBodySchema, taxParamsSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { deleteTax } from './delete-tax.js';
import { listTaxes } from './list-taxes.js';
import { saveTaxes } from './save-taxes.js';

const tags = ['taxes'];
const security = [{ bearer: [] }];

export function taxRoutes(app: App, deps: AppDeps): void {
  // Read by the work-order page (totals), so by everyone who works on work orders.
  app.get('/taxes', {
    schema: { tags, security, response: { 200: ok(taxGroupListSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'worksheets:work'),
    handler: async (request) => ({ data: await listTaxes(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  app.patch('/taxes', {
    schema: { tags, security, body: taxGroupsBodySchema, response: { 200: ok(taxGroupListSchema), ...errors(400, 401, 403) } },
    // The role is checked before the body, so a caller who may not save learns nothing from it.
    preValidation: authorize(deps, 'settings:manage'),
    handler: async (request) => ({ data: await saveTaxes(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
  });

  app.delete('/taxes/:id', {
    schema: { tags, security, params: taxParamsSchema, response: { 200: ok(deleteTaxResultSchema), ...errors(400, 401, 403, 404) } },
    preHandler: authorize(deps, 'settings:manage'),
    handler: async (request) => ({ data: await deleteTax(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }) }),
  });
}

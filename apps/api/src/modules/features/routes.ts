import { featureListSchema, featureParamsSchema, featureSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { completeFeature } from './complete-feature.js';
import { presentFeature } from './presenters.js';
import { listPendingFeatures } from './queries.js';

const tags = ['features'];
const security = [{ bearer: [] }];

export function featureRoutes(app: App, deps: AppDeps): void {
  // The setup wizard opens while this list is not empty (shell §4).
  app.get('/features/setup', {
    schema: { tags, security, response: { 200: ok(featureListSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request) => {
      const rows = await listPendingFeatures(deps.db, { accountId: scopeOf(request).accountId, type: 'SETUP' });
      return { data: rows.map(presentFeature) };
    },
  });

  app.post('/features/:id/complete', {
    schema: { tags, security, params: featureParamsSchema, response: { 200: ok(featureSchema), ...errors(400, 401, 403, 404) } },
    preHandler: authorize(deps, 'settings:manage'),
    handler: async (request) => ({
      data: await completeFeature(deps.db, { accountId: scopeOf(request).accountId, id: request.params.id }),
    }),
  });
}

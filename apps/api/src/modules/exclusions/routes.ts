import { makeExclusionsBodySchema, makeListSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { listExclusions } from './list-exclusions.js';
import { replaceExclusions } from './replace-exclusions.js';

const tags = ['vehicles'];
const security = [{ bearer: [] }];

export function exclusionRoutes(app: App, deps: AppDeps): void {
  app.get('/exclusions/makes', {
    schema: { tags, security, response: { 200: ok(makeListSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'customers:work'),
    handler: async (request) => ({ data: await listExclusions(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  app.post('/exclusions/makes', {
    schema: { tags, security, body: makeExclusionsBodySchema, response: { 200: ok(makeListSchema), ...errors(400, 401, 403) } },
    // The role is checked before the body: a technician learns nothing from a 400.
    preValidation: authorize(deps, 'settings:manage'),
    handler: async (request) => ({ data: await replaceExclusions(deps.db, { accountId: scopeOf(request).accountId, makeIds: request.body.makeIds }) }),
  });
}

import { apiKeyListSchema, apiKeyParamsSchema, apiKeySchema, createApiKeyBodySchema, createdApiKeySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createApiKey } from './create-api-key.js';
import { presentApiKey } from './presenters.js';
import { listApiKeys } from './queries.js';
import { revokeAccountApiKey } from './revoke-api-key.js';

const tags = ['api-keys'];
const security = [{ bearer: [] }];

export function apiKeyRoutes(app: App, deps: AppDeps): void {
  const canManage = authorize(deps, 'apiKeys:manage');

  app.get('/api-keys', {
    schema: { tags, security, response: { 200: ok(apiKeyListSchema), ...errors(401, 403) } },
    preHandler: canManage,
    handler: async (request) => {
      const rows = await listApiKeys(deps.db, { accountId: scopeOf(request).accountId });
      return { data: { items: rows.map(presentApiKey) } };
    },
  });

  app.post('/api-keys', {
    schema: { tags, security, body: createApiKeyBodySchema, response: { 201: ok(createdApiKeySchema), ...errors(400, 401, 402, 403) } },
    preHandler: canManage,
    handler: async (request, reply) => reply.code(201).send({ data: await createApiKey(deps, { ...scopeOf(request), body: request.body }) }),
  });

  app.delete('/api-keys/:uuid', {
    schema: { tags, security, params: apiKeyParamsSchema, response: { 200: ok(apiKeySchema), ...errors(400, 401, 403, 404) } },
    preHandler: canManage,
    handler: async (request) => ({ data: await revokeAccountApiKey(deps, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}

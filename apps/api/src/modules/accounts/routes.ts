import type { FastifyRequest } from 'fastify';
import { accountSchema, updatePreferencesBodySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { presentAccount } from './presenters.js';
import { updatePreferences } from './update-preferences.js';

const tags = ['accounts'];
const security = [{ bearer: [] }];

export function accountRoutes(app: App, deps: AppDeps): void {
  // The signed-in user's account, preferences merged over the defaults (shell §7). The account
  // row is read with the user on every request, so this costs no extra query.
  const readAccount = {
    schema: { tags, security, response: { 200: ok(accountSchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request: FastifyRequest) => ({ data: presentAccount(scopeOf(request).account) }),
  };
  app.get('/accounts', readAccount);
  app.get('/accounts/preferences', readAccount);

  // The spec's PUT /account/preferences and the guide's alias answer the same account.
  const updateAccountPreferences = {
    schema: { tags, security, body: updatePreferencesBodySchema, response: { 200: ok(accountSchema), ...errors(400, 401, 403) } },
    preHandler: authorize(deps, 'settings:manage'),
  };
  for (const url of ['/account/preferences', '/accounts/preferences']) {
    app.put(url, {
      ...updateAccountPreferences,
      handler: async (request) => ({ data: await updatePreferences(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
    });
  }
}

import { accountSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authOf, authorize } from '../../http/authenticate.js';
import { errors, ok, type App } from '../../http/types.js';

export function accountRoutes(app: App, deps: AppDeps): void {
  // The signed-in user's account: preferences merged over the defaults by the client (shell §7).
  app.get('/accounts', {
    schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 200: ok(accountSchema), ...errors(401) } },
    preHandler: authorize(deps, 'account:read'),
    handler: async (request) => {
      const { account } = authOf(request);
      return {
        data: {
          uuid: account.uuid,
          preferences: account.preferences,
          package: { name: account.packageName, isTrial: account.isTrial },
        },
      };
    },
  });
}

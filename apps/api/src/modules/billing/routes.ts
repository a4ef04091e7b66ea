import { packagesResponseSchema, usageResponseSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, type App } from '../../http/types.js';
import { getUsage } from './get-usage.js';
import { listPackages } from './list-packages.js';

const tags = ['billing'];
const security = [{ bearer: [] }];

/** The plan pages' reads (issue 16). The billing provider's calls live in billing-stripe. */
export function billingRoutes(app: App, deps: AppDeps): void {
  // Plans and billing are the owner's (FULL_ADMIN) business, like the rest of the billing pages.
  const mayManage = authorize(deps, 'billing:manage');

  app.get('/accounts/usage', {
    schema: { tags, security, response: { 200: usageResponseSchema, ...errors(401, 403) } },
    preHandler: mayManage,
    handler: async (request) => getUsage(deps, scopeOf(request)),
  });

  app.get('/accounts/packages', {
    schema: { tags, security, response: { 200: packagesResponseSchema, ...errors(401, 403) } },
    preHandler: mayManage,
    handler: async (request) => listPackages(deps, scopeOf(request)),
  });
}

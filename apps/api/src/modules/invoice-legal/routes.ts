import { legalIdentityBodySchema, legalIdentitySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { legalIdentityOf } from './legal-identity-of.js';
import { saveLegalIdentity } from './save-legal-identity.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];

export function invoiceLegalRoutes(app: App, deps: AppDeps): void {
  // Read by whoever edits a draft (its seller block shows it); changed only by who issues.
  app.get('/invoicing/legal-identity', {
    schema: { tags, security, response: { 200: ok(legalIdentitySchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'worksheets:work'),
    handler: async (request) => ({ data: await legalIdentityOf(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  app.put('/invoicing/legal-identity', {
    schema: { tags, security, body: legalIdentityBodySchema, response: { 200: ok(legalIdentitySchema), ...errors(400, 401, 403) } },
    // The role is checked before the body, so a caller who may not save learns nothing from it.
    preValidation: authorize(deps, 'invoices:finalize'),
    handler: async (request) => ({ data: await saveLegalIdentity(deps.db, { accountId: scopeOf(request).accountId, body: request.body }) }),
  });
}

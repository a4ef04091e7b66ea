import { invoiceParamsSchema, invoiceSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { getInvoice } from './get-invoice.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];

/** Invoices and credit notes (issue 14): reading and drafts need `worksheets:work`. */
export function invoiceRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'worksheets:work');

  app.get('/invoices/:uuid', {
    schema: { tags, security, params: invoiceParamsSchema, response: { 200: ok(invoiceSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await getInvoice(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}

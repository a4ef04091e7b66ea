import {
  createInvoiceBodySchema,
  deleteInvoiceResultSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoiceSchema,
  updateInvoiceBodySchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { assertFeature } from '../billing/index.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, sendJsonData, type App } from '../../http/types.js';
import { createInvoice } from './create-invoice.js';
import { deleteInvoice } from './delete-invoice.js';
import { getInvoice } from './get-invoice.js';
import { listInvoicePage } from './list-invoices.js';
import { updateInvoice } from './update-invoice.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];

/** Invoices and credit notes (issue 14): reading and drafts need `worksheets:work`. */
export function invoiceRoutes(app: App, deps: AppDeps): void {
  const mayWork = authorize(deps, 'worksheets:work');

  app.get('/invoices', {
    schema: { tags, security, querystring: invoiceListQuerySchema, response: { 200: ok(invoiceListSchema), ...errors(400, 401, 403) } },
    preHandler: mayWork,
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      return sendJsonData(reply, await listInvoicePage(deps.db, { ...request.query, accountId: scope.accountId, preferences: scope.account.preferences }));
    },
  });

  app.post('/invoices', {
    schema: { tags, security, body: createInvoiceBodySchema, response: { 201: ok(invoiceSchema), ...errors(400, 401, 402, 403, 404) } },
    preValidation: mayWork,
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      // Invoicing (a plan feature): a new draft; existing ones stay readable, editable, deletable.
      await assertFeature(deps, scope, 'invoicing');
      return reply.code(201).send({ data: await createInvoice(deps.db, { accountId: scope.accountId, userId: scope.user.id, body: request.body }) });
    },
  });

  app.get('/invoices/:uuid', {
    schema: { tags, security, params: invoiceParamsSchema, response: { 200: ok(invoiceSchema), ...errors(400, 401, 403, 404) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await getInvoice(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.patch('/invoices/:uuid', {
    schema: { tags, security, params: invoiceParamsSchema, body: updateInvoiceBodySchema, response: { 200: ok(invoiceSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayWork,
    handler: async (request) => ({ data: await updateInvoice(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid, body: request.body }) }),
  });

  app.delete('/invoices/:uuid', {
    schema: { tags, security, params: invoiceParamsSchema, response: { 200: ok(deleteInvoiceResultSchema), ...errors(400, 401, 403, 404, 409) } },
    preHandler: mayWork,
    handler: async (request) => ({ data: await deleteInvoice(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });
}

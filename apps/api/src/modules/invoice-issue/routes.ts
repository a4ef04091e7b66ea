import { creditNoteBodySchema, invoiceParamsSchema, invoiceSchema, paymentBodySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { assertFeature } from '../billing/index.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { creditInvoice, issueInvoice, recordPayment } from './finalize.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];

/** Issuing, payments and credit notes (issue 14): what makes or changes an issued document needs `invoices:finalize`. */
export function invoiceIssueRoutes(app: App, deps: AppDeps): void {
  // The role is checked before the body, so a caller who may not finalize learns nothing from it.
  const mayFinalize = authorize(deps, 'invoices:finalize');

  app.post('/invoices/:uuid/issue', {
    schema: { tags, security, params: invoiceParamsSchema, response: { 200: ok(invoiceSchema), ...errors(400, 401, 402, 403, 404, 409, 422) } },
    preValidation: mayFinalize,
    handler: async (request) => {
      // Issuing is invoicing (a plan feature); payments and credit notes of issued invoices stay open.
      await assertFeature(deps, scopeOf(request), 'invoicing');
      return { data: await issueInvoice(deps, { caller: scopeOf(request), uuid: request.params.uuid, log: request.log }) };
    },
  });

  app.post('/invoices/:uuid/payments', {
    schema: { tags, security, params: invoiceParamsSchema, body: paymentBodySchema, response: { 201: ok(invoiceSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayFinalize,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await recordPayment(deps, { caller: scopeOf(request), uuid: request.params.uuid, body: request.body }) }),
  });

  app.post('/invoices/:uuid/credit-notes', {
    schema: { tags, security, params: invoiceParamsSchema, body: creditNoteBodySchema, response: { 201: ok(invoiceSchema), ...errors(400, 401, 403, 404, 409) } },
    preValidation: mayFinalize,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await creditInvoice(deps, { caller: scopeOf(request), uuid: request.params.uuid, body: request.body, log: request.log }) }),
  });
}

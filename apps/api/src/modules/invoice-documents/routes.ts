import { invoiceParamsSchema, sendInvoiceBodySchema, sendInvoiceResultSchema, viewLinkSchema } from '@atelier/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { createViewLink } from './create-view-link.js';
import { invoicePdf } from './invoice-pdf.js';
import { sendInvoice } from './send-invoice.js';

const tags = ['invoices'];
const security = [{ bearer: [] }];

/** GET /invoices/{uuid}/pdf: the PDF itself. */
export const pdfResponse = z.unknown().meta({ description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });

const notModified = z.null().meta({ description: 'Not modified: the PDF of the ETag sent (If-None-Match)' });

/** The documents of an invoice (issue 14 "PDF and mail"): its PDF, the customer's signed link, the mail to the customer. */
export function invoiceDocumentRoutes(app: App, deps: AppDeps): void {
  app.get('/invoices/:uuid/pdf', {
    schema: { tags, security, params: invoiceParamsSchema, response: { 200: pdfResponse, 304: notModified, ...errors(401, 403, 404) } },
    preHandler: authorize(deps, 'worksheets:work'),
    handler: async (request, reply) => {
      const pdf = await invoicePdf(deps.db, { accountId: scopeOf(request).accountId, uuid: request.params.uuid });
      reply.header('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
      if (!pdf.sha256) return reply.header('Cache-Control', 'no-store').type('application/pdf').send(pdf.body);
      // The stored bytes never change: the ETag is their SHA-256, a revalidation answers 304.
      const etag = `"${pdf.sha256}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('application/pdf').send(pdf.body);
    },
  });

  app.post('/invoices/:uuid/view-link', {
    schema: { tags, security, params: invoiceParamsSchema, response: { 200: ok(viewLinkSchema), ...errors(401, 403, 404, 409) } },
    preHandler: authorize(deps, 'invoices:finalize'),
    handler: async (request) => ({ data: await createViewLink(deps, { accountId: scopeOf(request).accountId, uuid: request.params.uuid }) }),
  });

  app.post('/invoices/:uuid/send', {
    schema: {
      tags,
      security,
      params: invoiceParamsSchema,
      body: sendInvoiceBodySchema,
      response: { 202: ok(sendInvoiceResultSchema), ...errors(400, 401, 403, 404, 409) },
    },
    preHandler: authorize(deps, 'invoices:finalize'),
    handler: async (request, reply) => {
      const result = await sendInvoice(deps, { scope: scopeOf(request), uuid: request.params.uuid, to: request.body?.to });
      return reply.code(202).send({ data: result });
    },
  });
}

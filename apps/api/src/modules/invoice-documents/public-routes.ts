import { invoiceParamsSchema, publicInvoiceQuerySchema, publicInvoiceSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { hitLimit, LIMITS, tooManyRequests } from '../../http/rate-limit.js';
import { errors, ok, type App } from '../../http/types.js';
import { readInvoice } from '../invoices/get-invoice.js';
import { publicNotFound } from './document-errors.js';
import { ensureInvoicePdf } from './ensure-invoice-pdf.js';
import { pdfFileName } from './pdf-file-name.js';
import { presentPublicInvoice } from './public-invoice.js';
import { pdfResponse } from './routes.js';
import { findDocumentByUuid } from './send-queries.js';
import { verifyViewToken } from './view-link-token.js';

const tags = ['public'];

/**
 * The customer's view of a document through its signed link (shell §2 `/invoices/{uuid}/view`),
 * without an account: registered without authentication, rate-limited per IP address. A forged,
 * expired or another document's token, a draft, a missing document: all the same 404. Nothing
 * is cached nor indexed (the token is in the URL).
 */
export function publicInvoiceRoutes(app: App, deps: AppDeps): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex, nofollow');
      const { count, retryAfter } = await hitLimit(deps.db, `public-document:ip:${request.ip}`, LIMITS.publicDocumentPerIp);
      if (count > LIMITS.publicDocumentPerIp.max) throw tooManyRequests(retryAfter);
    });
    const routes = scope as unknown as App;

    routes.get('/public/invoices/:uuid', {
      schema: { tags, params: invoiceParamsSchema, querystring: publicInvoiceQuerySchema, response: { 200: ok(publicInvoiceSchema), ...errors(404, 429) } },
      handler: async (request) => {
        const found = await signedDocument(deps, request.params.uuid, request.query.t);
        return { data: presentPublicInvoice(await readInvoice(deps.db, found)) };
      },
    });

    routes.get('/public/invoices/:uuid/pdf', {
      schema: { tags, params: invoiceParamsSchema, querystring: publicInvoiceQuerySchema, response: { 200: pdfResponse, ...errors(404, 429) } },
      handler: async (request, reply) => {
        const found = await signedDocument(deps, request.params.uuid, request.query.t);
        const pdf = await ensureInvoicePdf(deps.db, { accountId: found.accountId, invoiceId: found.id });
        return reply
          .header('Content-Disposition', `inline; filename="${pdfFileName(found)}"`)
          .header('ETag', `"${pdf.sha256}"`)
          .type('application/pdf')
          .send(pdf.body);
      },
    });
  });
}

/** The issued document the token opens: the signature is checked before the database is asked. */
async function signedDocument(deps: AppDeps, uuid: string, token: string) {
  if (!verifyViewToken(deps.config.jwtSecret, uuid, token)) throw publicNotFound();
  const row = await findDocumentByUuid(deps.db, uuid);
  if (!row || row.status === 'DRAFT') throw publicNotFound();
  return row;
}

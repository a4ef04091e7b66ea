import { Readable } from 'node:stream';
import { z } from 'zod';
import { archiveQuerySchema, journalVerifySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { verifyJournal } from './verify-journal.js';
import { archiveExport, archiveFileName } from './archive-export.js';

const tags = ['invoices'];
/** The archive is a JSON file streamed as it is written, not the API's `{ data }` envelope (for the OpenAPI document). */
const archiveResponse = z.unknown().meta({ description: 'The archive of a period (JSON file)', content: { 'application/json': { schema: { type: 'object' } } } });
const security = [{ bearer: [] }];

/**
 * The inalterability journal (issue 14): its verification and the period's archive. Static paths
 * under /invoices: Fastify matches them before /invoices/{uuid}.
 */
export function invoiceJournalRoutes(app: App, deps: AppDeps): void {
  app.get('/invoices/journal/verify', {
    schema: { tags, security, response: { 200: ok(journalVerifySchema), ...errors(401, 403) } },
    preHandler: authorize(deps, 'invoices:finalize'),
    handler: async (request) => ({ data: await verifyJournal(deps.db, { accountId: scopeOf(request).accountId }) }),
  });

  app.get('/invoices/archive', {
    schema: { tags, security, querystring: archiveQuerySchema, response: { 200: archiveResponse, ...errors(400, 401, 403) } },
    preHandler: authorize(deps, 'invoices:finalize'),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${archiveFileName(from, to)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(archiveExport(deps.db, { accountId: scopeOf(request).accountId, from, to })));
    },
  });
}

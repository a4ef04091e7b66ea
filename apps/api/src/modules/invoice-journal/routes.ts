import { journalVerifySchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { verifyJournal } from './verify-journal.js';

const tags = ['invoices'];
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
}

import type { SearchResult } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { searchInvoices } from './invoice-search.js';
import { searchClients } from './queries.js';
import { searchWorkorders } from './workorder-search.js';
import type { Scope } from '../../http/scope.js';

/**
 * GET /search (shell spec §7): the header box's grouped results. Each group is one query of its
 * own, run side by side; invoices join with their capability (a query of their own).
 */
export async function globalSearch(db: DbOrTx, { accountId, q, invoices = false }: Scope & { q: string; invoices?: boolean }): Promise<SearchResult> {
  const [clients, workorders, found] = await Promise.all([
    searchClients(db, accountId, q),
    searchWorkorders(db, accountId, q),
    invoices ? searchInvoices(db, accountId, q) : [],
  ]);
  return { clients, workorders, invoices: found };
}

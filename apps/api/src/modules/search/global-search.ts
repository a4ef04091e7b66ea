import type { SearchResult } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { searchInvoices } from './invoice-search.js';
import { searchClients } from './queries.js';
import { searchVehicles } from './vehicle-search.js';
import { searchWorkorders } from './workorder-search.js';
import type { Scope } from '../../http/scope.js';

/**
 * GET /search (shell spec §7): the header box's grouped results. Each group is one query of its
 * own, run side by side; invoices join with their capability (a query of their own), vehicles
 * when asked (the command palette).
 */
export async function globalSearch(
  db: DbOrTx,
  { accountId, q, invoices = false, vehicles = false }: Scope & { q: string; invoices?: boolean; vehicles?: boolean },
): Promise<SearchResult> {
  const [clients, workorders, found, mechs] = await Promise.all([
    searchClients(db, accountId, q),
    searchWorkorders(db, accountId, q),
    invoices ? searchInvoices(db, accountId, q) : [],
    vehicles ? searchVehicles(db, accountId, q) : null,
  ]);
  return { clients, workorders, invoices: found, ...(mechs && { vehicles: mechs }) };
}

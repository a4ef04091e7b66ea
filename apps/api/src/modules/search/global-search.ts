import type { SearchResult } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { searchClients } from './queries.js';

/**
 * GET /search (shell spec §7): the header box's grouped results. Each group is one query of its
 * own, run side by side; work orders and invoices join with their capabilities (a query each).
 */
export async function globalSearch(db: DbOrTx, { accountId, q }: { accountId: number; q: string }): Promise<SearchResult> {
  const [clients] = await Promise.all([searchClients(db, accountId, q)]);
  return { clients, workorders: [], invoices: [] };
}

import type { InvoiceListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { listInvoices } from './list-queries.js';

/** GET /invoices: one page as the JSON text of the contract's InvoiceList, built by PostgreSQL. */
export function listInvoicePage(db: DbOrTx, query: InvoiceListQuery & Scope & { preferences: unknown }): Promise<string> {
  const { preferences, ...rest } = query;
  return listInvoices(db, rest, preferences);
}

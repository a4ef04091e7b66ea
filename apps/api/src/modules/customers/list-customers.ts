import type { Customer, CustomerListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentCustomer } from './presenters.js';
import { addressesOf, listCustomers } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /customers: one page, with the addresses of that page's customers in a second query. */
export async function listCustomerPage(db: DbOrTx, query: CustomerListQuery & Scope) {
  const { rows, total } = await listCustomers(db, query);
  const addresses = await addressesOf(db, { accountId: query.accountId, customerIds: rows.map((r) => r.id) });
  const items: Customer[] = rows.map((row) => presentCustomer(row, addresses));
  return { items, page: query.page, pageSize: query.pageSize, total };
}

import type { DbOrTx } from '../../db/client.js';
import { deleteTax as deleteTaxRow } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { taxNotFound } from './tax-errors.js';

/** DELETE /taxes/{id}: one tax of the account; another account's or an unknown one is 404. */
export async function deleteTax(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<{ id: number }> {
  if (!(await deleteTaxRow(db, { accountId, id }))) throw taxNotFound();
  return { id };
}

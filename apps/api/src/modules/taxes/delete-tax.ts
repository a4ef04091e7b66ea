import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { deleteTax as deleteTaxRow } from './queries.js';

/** DELETE /taxes/{id}: one tax of the account; another account's or an unknown one is 404. */
export async function deleteTax(db: DbOrTx, { accountId, id }: { accountId: number; id: number }): Promise<{ id: number }> {
  if (!(await deleteTaxRow(db, { accountId, id }))) throw new AppError(404, 'ERR_NOT_FOUND');
  return { id };
}

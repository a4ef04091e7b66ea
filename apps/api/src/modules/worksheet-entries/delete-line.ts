import type { Db } from '../../db/client.js';
import { lineNotFound } from './entry-errors.js';
import { deleteLine, lockLine } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** DELETE /entries/{id}: removes a work-order line (backlog entries are the vehicle drawer's). */
export async function removeLine(db: Db, { accountId, id }: Scope & { id: number }): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    if (!(await lockLine(tx, { accountId, id }))) throw lineNotFound();
    await deleteLine(tx, { accountId, id });
  });
  return { id };
}

import type { DbOrTx } from '../../db/client.js';
import { softDeleteWorksheet } from './queries.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/** DELETE /worksheets/{uuid}: a soft delete; the number stays taken (never given again). */
export async function deleteWorksheet(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<{ uuid: string }> {
  const deleted = await softDeleteWorksheet(db, { accountId, uuid });
  if (!deleted) throw worksheetNotFound();
  return { uuid: deleted };
}

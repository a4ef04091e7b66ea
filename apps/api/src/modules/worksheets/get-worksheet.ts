import type { Worksheet } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { findWorksheet, worksheetById } from './queries.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/** GET /worksheets/{uuid}: a live work order of the caller's account. */
export async function getWorksheet(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<Worksheet> {
  const found = await findWorksheet(db, { accountId, uuid });
  if (!found) throw worksheetNotFound();
  return readWorksheet(db, { accountId, id: found.id });
}

/** The work order as the contract shows it (after a save, in the same transaction). */
export async function readWorksheet(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<Worksheet> {
  const worksheet = await worksheetById(db, { accountId, id });
  if (!worksheet) throw worksheetNotFound();
  return worksheet;
}

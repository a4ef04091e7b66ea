import type { Entry } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { findWorksheet } from '../worksheets/queries.js';
import { worksheetNotFound } from '../worksheets/worksheet-errors.js';
import { presentLine } from './presenters.js';
import { linesOfWorksheet } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /worksheets/{uuid}/entries: the work order's lines, in order. */
export async function listLines(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<{ list: Entry[] }> {
  const worksheet = await findWorksheet(db, { accountId, uuid });
  if (!worksheet) throw worksheetNotFound();
  const rows = await linesOfWorksheet(db, { accountId, worksheetId: worksheet.id });
  return { list: rows.map(presentLine) };
}

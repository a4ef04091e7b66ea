import type { WorksheetListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listWorksheets } from './list-queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * GET /worksheets: one page as the JSON text of the contract's WorksheetList (the work orders come
 * as JSON from PostgreSQL); `list` and `items` are the same array (workshop §7).
 */
export async function listWorksheetPage(db: DbOrTx, query: WorksheetListQuery & Scope): Promise<string> {
  const { list, total, totalCapped } = await listWorksheets(db, query);
  return `{"list":${list},"items":${list},"page":${query.page},"pageSize":${query.pageSize},"total":${total},"totalCapped":${totalCapped}}`;
}

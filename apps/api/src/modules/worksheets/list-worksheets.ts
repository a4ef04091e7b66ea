import type { WorksheetList, WorksheetListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentWorksheet } from './presenters.js';
import { listWorksheets } from './queries.js';

/** GET /worksheets: one page; `list` and `items` are the same array (workshop §7). */
export async function listWorksheetPage(db: DbOrTx, query: WorksheetListQuery & { accountId: number }): Promise<WorksheetList> {
  const { rows, total, totalCapped } = await listWorksheets(db, query);
  const list = rows.map(presentWorksheet);
  return { list, items: list, page: query.page, pageSize: query.pageSize, total, totalCapped };
}

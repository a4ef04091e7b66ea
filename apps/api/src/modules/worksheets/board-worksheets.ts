import { BOARD_COLUMN_SIZE, type Board, type BoardQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { listStatusRows } from '../statuses/queries.js';
import { presentWorksheet } from './presenters.js';
import { boardWorksheets, TOTAL_CAP } from './queries.js';

/**
 * GET /worksheets/board: every work-order status as a column, in the statuses' order, with its
 * newest cards and its count ('10 000+' past TOTAL_CAP). One statement, so every column comes
 * from the same snapshot: a card moved meanwhile shows once.
 */
export async function boardOf(db: DbOrTx, query: BoardQuery & { accountId: number }): Promise<Board> {
  const { rows, counts } = await boardWorksheets(db, { ...query, size: BOARD_COLUMN_SIZE });
  const columnCounts = counts ?? (await listStatusRows(db, 'worksheet', query)).map((status): [number, number] => [status.id, 0]);
  const columns = new Map(
    columnCounts.map(([statusId, count]) => [statusId, { statusId, list: [] as Board['columns'][number]['list'], total: Math.min(count, TOTAL_CAP), totalCapped: count > TOTAL_CAP }]),
  );
  for (const row of rows) columns.get(row.worksheet.statusId)?.list.push(presentWorksheet(row));
  return { columns: [...columns.values()] };
}

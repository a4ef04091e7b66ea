import { BOARD_COLUMN_SIZE, type BoardQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { boardColumnsJson } from './list-queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * GET /worksheets/board: the JSON text of the contract's Board — every work-order status as a
 * column, in the statuses' order, with its newest cards and its count ('10 000+' past the cap).
 * One statement, so every column comes from the same snapshot: a card moved meanwhile shows once.
 */
export async function boardOf(db: DbOrTx, query: BoardQuery & Scope): Promise<string> {
  return `{"columns":${await boardColumnsJson(db, { ...query, size: BOARD_COLUMN_SIZE })}}`;
}

import type { NextWorksheetNumber } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { peekWorksheetNumber } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /worksheets/next-number: the numbering settings show what the next work order will be. */
export function nextWorksheetNumber(db: DbOrTx, { accountId }: Scope): Promise<NextWorksheetNumber> {
  return peekWorksheetNumber(db, { accountId });
}

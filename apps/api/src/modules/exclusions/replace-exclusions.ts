import type { Make } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { listExclusions } from './list-exclusions.js';
import { lockExclusions, setExclusions, visibleMakeIds } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { unknownMakes } from './exclusion-errors.js';

/**
 * POST /exclusions/makes (/settings/vehicle "Gestion des constructeurs", Save): the excluded
 * makes become exactly `makeIds`, in one transaction. An id that is not a make the shop sees
 * (unknown, or another shop's USER make) is a 400 on `makeIds.<i>` and nothing is written.
 */
export async function replaceExclusions(db: Db, { accountId, makeIds }: Scope & { makeIds: number[] }): Promise<Make[]> {
  const ids = [...new Set(makeIds)];
  return db.transaction(async (tx) => {
    await lockExclusions(tx, { accountId });
    const visible = await visibleMakeIds(tx, { accountId, ids });
    const unknown = makeIds.flatMap((id, index) => (visible.has(id) ? [] : [{ field: `makeIds.${index}`, message: 'ERR_NOT_FOUND' as const }]));
    if (unknown.length > 0) throw unknownMakes(unknown);
    await setExclusions(tx, { accountId, ids });
    return listExclusions(tx, { accountId });
  });
}

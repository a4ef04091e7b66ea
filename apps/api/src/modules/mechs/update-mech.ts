import type { Mech, UpdateMechBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { readMech } from './get-mech.js';
import { mechNotFound } from './mech-errors.js';
import { findMech, replaceFieldValues, updateMechColumns } from './queries.js';
import { resolveMechInput } from './resolve-mech-input.js';

/** PUT /mechs/{uuid}: the whole vehicle is replaced (absent values are cleared), field values too. */
export async function updateMech(db: Db, { accountId, uuid, body }: { accountId: number; uuid: string; body: UpdateMechBody }): Promise<Mech> {
  return db.transaction(async (tx) => {
    const found = await findMech(tx, { accountId, uuid, forUpdate: true });
    if (!found) throw mechNotFound();
    const { columns, fieldValues } = await resolveMechInput(tx, accountId, body.mech);
    await updateMechColumns(tx, { accountId, id: found.id }, columns);
    await replaceFieldValues(tx, found.id, fieldValues);
    return readMech(tx, { accountId, id: found.id });
  });
}

import type { Mech } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { mechNotFound } from './mech-errors.js';
import { presentMech } from './presenters.js';
import { fieldValuesOf, findMech, mechDetails } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /mechs/{uuid}: a live vehicle of the caller's account. */
export async function getMech(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<Mech> {
  const found = await findMech(db, { accountId, uuid });
  if (!found) throw mechNotFound();
  return readMech(db, { accountId, id: found.id });
}

/** The vehicle as the contract shows it (after a save, in the same transaction). */
export async function readMech(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<Mech> {
  const row = await mechDetails(db, { accountId, id });
  if (!row) throw mechNotFound();
  return presentMech(row, await fieldValuesOf(db, [id]));
}

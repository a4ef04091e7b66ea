import type { Entry } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { mechNotFound } from '../mechs/mech-errors.js';
import { findMech } from '../mechs/queries.js';
import { presentEntry } from './presenters.js';
import { backlogOf } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /mechs/{uuid}/entries and GET /entries?mechUuid=: a live vehicle's backlog, in order. */
export async function listBacklog(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<{ list: Entry[] }> {
  const mech = await findMech(db, { accountId, uuid });
  if (!mech) throw mechNotFound();
  const rows = await backlogOf(db, { accountId, mechId: mech.id });
  return { list: rows.map((row) => presentEntry(row, mech.uuid)) };
}

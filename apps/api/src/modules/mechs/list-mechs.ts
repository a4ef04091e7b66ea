import type { MechListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentMech } from './presenters.js';
import { fieldValuesOf, listMechs } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /mechs: one page, with the field values of that page's vehicles in a second query. */
export async function listMechPage(db: DbOrTx, query: MechListQuery & Scope) {
  const { rows, total } = await listMechs(db, query);
  const values = await fieldValuesOf(
    db,
    rows.map((row) => row.mech.id),
  );
  return { items: rows.map((row) => presentMech(row, values)), page: query.page, pageSize: query.pageSize, total };
}

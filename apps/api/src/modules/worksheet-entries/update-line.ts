import type { Entry, UpdateEntryBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { lineInvoiced, lineNotFound } from './entry-errors.js';
import { presentLine } from './presenters.js';
import { lineById, lockLine, updateLine } from './queries.js';
import { resolveLineChanges } from './resolve-line.js';
import type { Scope } from '../../http/scope.js';

/** PATCH /entries/{id}: what is sent changes (workshop §7); the web then says 'Entrée mise à jour!'. */
export async function patchLine(db: Db, { accountId, id, body }: Scope & { id: number; body: UpdateEntryBody }): Promise<Entry> {
  return db.transaction(async (tx) => {
    const found = await lockLine(tx, { accountId, id });
    if (!found) throw lineNotFound();
    // A line of an issued invoice is frozen with it (issue 14); a draft's stays editable, from the work order too.
    if (found.invoiceStatus !== null && found.invoiceStatus !== 'DRAFT') throw lineInvoiced();
    const changes = await resolveLineChanges(tx, accountId, body, found.entry.type);
    await updateLine(tx, { accountId, id }, changes);
    return presentLine((await lineById(tx, { accountId, id }))!);
  });
}

import type { CreateEntryBody, Entry } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { findWorksheet } from '../worksheets/queries.js';
import { lineWorksheetNotFound, titleRequired } from './entry-errors.js';
import { presentLine } from './presenters.js';
import { findCatalogItem, insertLine, lineById } from './queries.js';
import { resolveLineChanges } from './resolve-line.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /entries: a line at the end of a live work order of the shop (workshop §3 Entry, §7).
 * The work order is locked, so lines added at once get distinct positions.
 */
export async function createLine(db: Db, { accountId, body }: Scope & { body: CreateEntryBody }): Promise<Entry> {
  const worksheetUuid = body.worksheetUuid;
  if (!worksheetUuid) throw lineWorksheetNotFound();
  return db.transaction(async (tx) => {
    const worksheet = await findWorksheet(tx, { accountId, uuid: worksheetUuid, forUpdate: true });
    if (!worksheet) throw lineWorksheetNotFound();
    // The type comes from the body, else from the linked item's kind, else SERVICE.
    const item = !body.type && body.related_item ? await findCatalogItem(tx, { accountId, id: body.related_item.id }) : undefined;
    const type = body.type ?? item?.kind ?? 'SERVICE';
    const changes = await resolveLineChanges(tx, accountId, body, type);
    if (!changes.name) throw titleRequired();
    const id = await insertLine(
      tx,
      { accountId, worksheetId: worksheet.id, mechId: worksheet.mechId },
      {
        name: changes.name,
        content: changes.content ?? null,
        type,
        statusId: changes.statusId ?? null,
        catalogItemId: changes.catalogItemId ?? null,
        valueMeasured: changes.valueMeasured ?? '1',
        price: changes.price ?? null,
      },
    );
    return presentLine((await lineById(tx, { accountId, id }))!);
  });
}

import type { CreateEntryBody, Entry } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client.js';
import { findInvoiceForUpdate } from '../invoices/queries.js';
import { findWorksheet } from '../worksheets/queries.js';
import { lineInvoiced, lineInvoiceNotFound, lineWorksheetNotFound, titleRequired } from './entry-errors.js';
import { presentLine } from './presenters.js';
import { findCatalogItem, insertLine, lineById } from './queries.js';
import { resolveLineChanges } from './resolve-line.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /entries: a line at the end of a live work order of the shop (workshop §3 Entry, §7), or
 * (issue 14, `invoiceUuid`) of a draft invoice, with no work order. The parent is locked, so
 * lines added at once get distinct positions and an invoice cannot be issued under the insert.
 */
export async function createLine(db: Db, { accountId, body }: Scope & { body: CreateEntryBody }): Promise<Entry> {
  return db.transaction(async (tx) => {
    const parent = await lockParent(tx, accountId, body);
    // The type comes from the body, else from the linked item's kind, else SERVICE.
    const item = !body.type && body.related_item ? await findCatalogItem(tx, { accountId, id: body.related_item.id }) : undefined;
    const type = body.type ?? item?.kind ?? 'SERVICE';
    const changes = await resolveLineChanges(tx, accountId, body, type);
    if (!changes.name) throw titleRequired();
    const id = await insertLine(
      tx,
      { accountId, ...parent },
      {
        name: changes.name,
        content: changes.content ?? null,
        type,
        statusId: changes.statusId ?? null,
        catalogItemId: changes.catalogItemId ?? null,
        valueMeasured: changes.valueMeasured ?? '1',
        price: changes.price ?? null,
        discount: changes.discount ?? '0',
      },
    );
    return presentLine((await lineById(tx, { accountId, id }))!);
  });
}

/**
 * The work order, or the draft invoice, the line goes on. A line added on an invoice carries no
 * vehicle: it is the invoice's (its vehicle is the invoice's), never a backlog entry of the vehicle.
 */
async function lockParent(tx: Tx, accountId: number, body: CreateEntryBody): Promise<{ worksheetId: number | null; invoiceId: number | null; mechId: number | null }> {
  if (body.invoiceUuid) {
    const invoice = await findInvoiceForUpdate(tx, { accountId, uuid: body.invoiceUuid });
    if (!invoice) throw lineInvoiceNotFound();
    if (invoice.status !== 'DRAFT') throw lineInvoiced();
    return { worksheetId: null, invoiceId: invoice.id, mechId: null };
  }
  const worksheet = body.worksheetUuid ? await findWorksheet(tx, { accountId, uuid: body.worksheetUuid, forUpdate: true }) : undefined;
  if (!worksheet) throw lineWorksheetNotFound();
  return { worksheetId: worksheet.id, invoiceId: null, mechId: worksheet.mechId };
}

import type { CreateInvoiceBody, Invoice } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { findLiveCustomerId, findWorksheet } from '../worksheets/queries.js';
import { readInvoice } from './get-invoice.js';
import { invoiceReferenceNotFound, noEntries } from './invoice-errors.js';
import { insertDraftInvoice, mechOdometer, shopDefaults, takeUninvoicedLines } from './queries.js';

/**
 * POST /invoices: a DRAFT from a work order (its lines on no invoice yet move onto it) or an
 * empty counter-sale draft for a customer. Language and currency are the shop's.
 */
export async function createInvoice(db: Db, { accountId, userId, body }: Scope & { userId: number | null; body: CreateInvoiceBody }): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const defaults = await shopDefaults(tx, { accountId });
    const row = body.worksheetUuid
      ? await draftFromWorksheet(tx, accountId, body.worksheetUuid, { ...defaults, createdById: userId })
      : await counterSale(tx, accountId, body.customerUuid!, { ...defaults, createdById: userId });
    return readInvoice(tx, { accountId, id: row.id });
  });
}

type Defaults = { language: 'fr' | 'en'; currency: string; createdById: number | null };

/**
 * The work order is locked first: two invoicings of one work order queue, and the second finds
 * no line left (ERR_NO_ENTRIES) instead of sharing them.
 */
async function draftFromWorksheet(tx: Tx, accountId: number, uuid: string, defaults: Defaults) {
  const worksheet = await findWorksheet(tx, { accountId, uuid, forUpdate: true });
  if (!worksheet) throw invoiceReferenceNotFound('worksheetUuid');
  const mech = worksheet.mechId === null ? undefined : await mechOdometer(tx, { accountId, id: worksheet.mechId });
  const draft = await insertDraftInvoice(tx, {
    accountId,
    customerId: worksheet.customerId,
    mechId: mech?.id ?? null,
    worksheetId: worksheet.id,
    mileage: mech?.mileageIn ?? null,
    ...defaults,
  });
  // Nothing left to invoice: the transaction rolls the draft back.
  if ((await takeUninvoicedLines(tx, { accountId, worksheetId: worksheet.id, invoiceId: draft.id })) === 0) throw noEntries();
  return draft;
}

async function counterSale(tx: Tx, accountId: number, customerUuid: string, defaults: Defaults) {
  const customerId = await findLiveCustomerId(tx, { accountId, uuid: customerUuid });
  if (customerId === undefined) throw invoiceReferenceNotFound('customerUuid');
  return insertDraftInvoice(tx, { accountId, customerId, ...defaults });
}

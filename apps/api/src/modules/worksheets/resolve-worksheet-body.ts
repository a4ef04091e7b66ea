import type { WorksheetBody } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { referenceNotFound, statusRequired } from './worksheet-errors.js';
import { findLiveUserId } from '../users/queries.js';
import { findCustomerMech, findLiveCustomerId, findWorksheetStatus, type WorksheetColumns } from './queries.js';

/**
 * The body's references as ids, each checked against the caller's shop: a live customer, a
 * live vehicle OF THAT customer, a live user, a work-order status of the account. Another
 * shop's (or a deleted) one is "not found", and nothing is written.
 */
export async function resolveWorksheetBody(tx: DbOrTx, accountId: number, body: WorksheetBody): Promise<WorksheetColumns> {
  const customerId = await findLiveCustomerId(tx, { accountId, uuid: body.customerUuid });
  if (customerId === undefined) throw referenceNotFound('customerUuid');
  let mechId: number | null = null;
  if (body.mechUuid) {
    mechId = (await findCustomerMech(tx, { accountId, customerId, uuid: body.mechUuid })) ?? null;
    if (mechId === null) throw referenceNotFound('mechUuid');
  }
  let technicianId: number | null = null;
  if (body.technicianUuid) {
    technicianId = (await findLiveUserId(tx, { accountId, uuid: body.technicianUuid })) ?? null;
    if (technicianId === null) throw referenceNotFound('technicianUuid');
  }
  const statusId = await findWorksheetStatus(tx, { accountId, id: body.statusId });
  if (statusId === undefined) throw statusRequired();
  return { customerId, mechId, technicianId, statusId, notes: body.notes };
}

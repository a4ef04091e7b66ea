import type { CreateWorksheetBody, Worksheet } from '@atelier/contracts';
import type { Db, Tx } from '../../db/client.js';
import { assertWithinLimit, PLANS_ENFORCED, type PlanDeps } from '../billing/index.js';
import { readWorksheet } from './get-worksheet.js';
import { insertWorksheet, pullBacklogInto, takeWorksheetNumber } from './queries.js';
import { resolveWorksheetBody } from './resolve-worksheet-body.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /worksheets: checks the references, takes the next number (gap-free: the counter row
 * stays locked until commit), creates the work order and, with `pullBacklog`, moves the
 * vehicle's backlog onto it — all in one transaction, within the plan's work orders of the period.
 */
export async function createWorksheet(db: Db, input: Scope & { body: CreateWorksheetBody }, plans: PlanDeps = PLANS_ENFORCED): Promise<Worksheet> {
  return db.transaction((tx) => createWorksheetIn(tx, input, plans));
}

/** The same inside the caller's transaction (an appointment turned into a work order, issue 15). */
export async function createWorksheetIn(tx: Tx, { accountId, body }: Scope & { body: CreateWorksheetBody }, plans: PlanDeps = PLANS_ENFORCED): Promise<Worksheet> {
  const columns = await resolveWorksheetBody(tx, accountId, body);
  await assertWithinLimit(tx, plans, { accountId }, 'workorders');
  // Last before the insert: the counter lock is held for as short a time as possible.
  const worksheetId = await takeWorksheetNumber(tx, { accountId });
  const row = await insertWorksheet(tx, { accountId, worksheetId, ...columns });
  if (body.pullBacklog && columns.mechId) await pullBacklogInto(tx, { accountId, mechId: columns.mechId, worksheetId: row.id });
  return readWorksheet(tx, { accountId, id: row.id });
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Entry } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { mechs } from '../../db/schema/index.js';
import { presentLine } from '../worksheet-entries/presenters.js';
import { linesOfWorksheet } from '../worksheet-entries/queries.js';
import { findWorksheet, pullBacklogInto } from './queries.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /worksheets/{uuid}/backlog: the vehicle's open backlog tasks join the work order in one
 * action (issue 5), after its lines. The work order and the vehicle are locked, so a backlog
 * save in the vehicle drawer waits and then sees the tasks gone. Answers the work order's lines.
 */
export async function pullBacklog(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<{ list: Entry[] }> {
  return db.transaction(async (tx) => {
    const worksheet = await findWorksheet(tx, { accountId, uuid, forUpdate: true });
    if (!worksheet) throw worksheetNotFound();
    if (worksheet.mechId !== null) {
      // A deleted vehicle's backlog stays where it is.
      const [mech] = await tx
        .select({ id: mechs.id })
        .from(mechs)
        .where(and(eq(mechs.accountId, accountId), eq(mechs.id, worksheet.mechId), isNull(mechs.deletedAt)))
        .for('update');
      if (mech) await pullBacklogInto(tx, { accountId, mechId: mech.id, worksheetId: worksheet.id });
    }
    return { list: (await linesOfWorksheet(tx, { accountId, worksheetId: worksheet.id })).map(presentLine) };
  });
}

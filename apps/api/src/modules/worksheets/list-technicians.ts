import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLES, can, type Role, type TechnicianList } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

// Roles that work on work orders (the role matrix decides, not a list written here).
const WORKING_ROLES = ROLES.filter((role) => can(role as Role, 'worksheets:work')) as Role[];

/** GET /worksheets/technicians: the shop's live users who may be given a work order, by name. */
export async function listTechnicians(db: DbOrTx, { accountId }: Scope): Promise<TechnicianList> {
  const list = await db
    .select({ uuid: users.uuid, fullname: users.fullname })
    .from(users)
    .where(and(eq(users.accountId, accountId), isNull(users.deletedAt), inArray(users.permissionFlags, WORKING_ROLES)))
    .orderBy(asc(sql`${users.fullname} COLLATE "und-x-icu"`), asc(users.id));
  return { list };
}

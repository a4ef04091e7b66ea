import { inviteUserBodySchema } from '@atelier/contracts';
import { z } from 'zod';
import { schemaErrors } from '../../shared/forms/zodFormValidator';

/** One row of setup step 4. `usernameEdited`: the user typed the username, stop suggesting. */
export interface TechnicianRow {
  id: string;
  fullname: string;
  username: string;
  email: string;
  usernameEdited: boolean;
  /** Already invited (a retry after another row failed must not invite twice). */
  invited: boolean;
}

let nextId = 0;
export function emptyTechnicianRow(): TechnicianRow {
  nextId += 1;
  return { id: `tech-${nextId}`, fullname: '', username: '', email: '', usernameEdited: false, invited: false };
}

function isBlank(row: TechnicianRow): boolean {
  return !row.fullname.trim() && !row.username.trim() && !row.email.trim();
}

/** Shell spec §5: users are created only if the first row has a full name or an email. */
export function shouldInvite(rows: readonly TechnicianRow[]): boolean {
  const first = rows[0];
  return !!first && (!!first.fullname.trim() || !!first.email.trim());
}

/** The rows to invite now: not blank and not invited yet, with their index in the list. */
export function rowsToInvite(rows: readonly TechnicianRow[]): { row: TechnicianRow; index: number }[] {
  if (!shouldInvite(rows)) return [];
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => !row.invited && !isBlank(row));
}

/** The invitation's body (POST /api/users/invite), the email of a row being required. */
const technicianSchema = inviteUserBodySchema.extend({
  email: z.string().trim().min(1, 'ERR_REQUIRED').pipe(inviteUserBodySchema.shape.email),
});

/** Errors of one row before anything is sent, as translation keys by field. */
export function technicianRowErrors(row: TechnicianRow): Partial<Record<'fullname' | 'username' | 'email', string>> {
  return schemaErrors(technicianSchema, row, { fields: ['fullname', 'username', 'email'] });
}

import { usernameSchema } from '@atelier/contracts';
import { z } from 'zod';

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

const emailSchema = z.string().trim().min(1, 'ERR_REQUIRED').pipe(z.email('ERR_INVALID_EMAIL'));

/** Errors of one row before anything is sent, as translation keys by field. */
export function technicianRowErrors(row: TechnicianRow): Partial<Record<'fullname' | 'username' | 'email', string>> {
  const errors: Partial<Record<'fullname' | 'username' | 'email', string>> = {};
  if (!row.fullname.trim()) errors.fullname = 'error.ERR_FULLNAME_REQUIRED';
  const username = usernameSchema.safeParse(row.username);
  if (!username.success) errors.username = `error.${username.error.issues[0]?.message ?? 'ERR_INVALID_USERNAME'}`;
  const email = emailSchema.safeParse(row.email);
  if (!email.success) errors.email = `error.${email.error.issues[0]?.message ?? 'ERR_INVALID_EMAIL'}`;
  return errors;
}

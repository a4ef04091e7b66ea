import type { Role } from './users.js';

/**
 * The role matrix (shell spec §6 leaves it open; issue 3 designs it). One table, used by the
 * server on every route (`authorize(permission)`) and by the web app to hide what a role cannot do.
 * Zod-free on purpose: the shell imports it on the first screen.
 */
export const PERMISSIONS = [
  'profile:own', // read and edit one's own profile, password and avatar
  'account:read', // the account's preferences (date formats, currency…) and the workspace name
  'support:contact', // the help button's question dialog
  'users:read', // the user list and other users' profiles
  'users:manage', // invite, edit, delete users below FULL_ADMIN
  'users:manageFullAdmins', // grant, edit, delete FULL_ADMINs
  'apiKeys:manage',
  'settings:manage', // workspace profile, language and date, rates, setup wizard
  'billing:manage', // plans and billing
  'account:delete',
  'customers:work', // customers and vehicles
  'customers:delete', // delete a customer or a vehicle (with its history: the shop's records)
  'worksheets:work', // work orders, service lines, own time
  'worksheets:delete', // delete a work order (a document of the shop, numbered, maybe invoiced)
  'timelog:all', // everyone's time entries
  'catalog:read',
  'catalog:manage',
  'invoices:finalize',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYONE: Permission[] = ['profile:own', 'account:read', 'support:contact'];
/**
 * A technician works on customers, vehicles and work orders (creates, edits, adds and removes the
 * lines of a work order in progress) but deletes none of the shop's records: a work order is a
 * numbered document of the shop, a customer or a vehicle carries its history. Deleting those, like
 * everything in the settings (statuses, taxes, equipment types) and the catalogue, is for the
 * FULL_ADMIN and ADMINISTRATOR roles (issue 10).
 */
const TECHNICIAN: Permission[] = [...EVERYONE, 'customers:work', 'worksheets:work', 'catalog:read'];
const ADMINISTRATOR: Permission[] = [
  ...TECHNICIAN,
  'customers:delete',
  'worksheets:delete',
  'users:read',
  'users:manage',
  'apiKeys:manage',
  'settings:manage',
  'timelog:all',
  'catalog:manage',
  'invoices:finalize',
];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  FULL_ADMIN: [...ADMINISTRATOR, 'users:manageFullAdmins', 'billing:manage', 'account:delete'],
  ADMINISTRATOR,
  EMPLOYEE: TECHNICIAN,
  GUEST: EVERYONE,
};

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

/** Rank for "nobody raises their own role" and "an administrator cannot touch a FULL_ADMIN". */
export const ROLE_RANK: Record<Role, number> = { GUEST: 0, EMPLOYEE: 1, ADMINISTRATOR: 2, FULL_ADMIN: 3 };

/**
 * Whether `actor` may give `target` (currently `from`) the role `to`. Rules: nobody raises their
 * own role; only a FULL_ADMIN grants or removes FULL_ADMIN; users:manage is needed for others.
 * Keeping at least one FULL_ADMIN is checked by the server against the database.
 */
export function canAssignRole(actor: { role: Role; self: boolean }, from: Role, to: Role): boolean {
  if (from === to) return true;
  if (actor.self) return ROLE_RANK[to] < ROLE_RANK[from];
  if (!can(actor.role, 'users:manage')) return false;
  if (from === 'FULL_ADMIN' || to === 'FULL_ADMIN') return can(actor.role, 'users:manageFullAdmins');
  return true;
}

import type { Permission } from '@atelier/contracts/permissions';

/**
 * The permission each settings page needs, in one place: the route guards, the settings menu and
 * the cards of /settings all read it, so a link is never shown for a page that answers /404.
 */
export const ROUTE_PERMISSIONS = {
  '/settings/account/profile': 'profile:own',
  '/settings/account/preferences': 'profile:own',
  '/settings/users': 'users:read',
  '/settings/api-tokens': 'apiKeys:manage',
  '/settings/workspace': 'settings:manage',
  '/settings/language': 'settings:manage',
  '/settings/vehicle': 'settings:manage',
  '/settings/workorders': 'settings:manage',
  '/settings/tasks': 'settings:manage',
  '/settings/invoice': 'settings:manage',
  '/settings/support': 'support:contact',
  // The vehicles pages (workshop §2) and their menu entry.
  '/mechs': 'customers:work',
  // The work-order pages (workshop §2), their print view and their menu entry.
  '/worksheets': 'worksheets:work',
  // The catalogue pages (workshop §2) and their menu entries; changing items needs catalog:manage.
  '/services': 'catalog:read',
  '/products': 'catalog:read',
  // The work-order report (workshop §2 "Report") and its menu entry.
  '/reports': 'worksheets:work',
} as const satisfies Record<string, Permission>;

export type GuardedPath = keyof typeof ROUTE_PERMISSIONS;

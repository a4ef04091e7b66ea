import type { GuardedPath } from '../../shared/permissions/routePermissions';

export type SettingsGroup = 'account' | 'workspaces' | 'app' | 'help';
export type SettingsCardId = 'profile' | 'preferences' | 'workspace' | 'users' | 'apiKeys' | 'invoice' | 'vehicle' | 'workorders' | 'tasks' | 'language' | 'support';

export interface SettingsCard {
  id: SettingsCardId;
  group: SettingsGroup;
  to: GuardedPath;
}

/**
 * The cards of /settings (workshop spec §2 "Settings"), only for pages that exist. Billing,
 * invoice, work orders and services join their groups with the issues that build them.
 */
export const SETTINGS_CARDS: readonly SettingsCard[] = [
  { id: 'profile', group: 'account', to: '/settings/account/profile' },
  { id: 'preferences', group: 'account', to: '/settings/account/preferences' },
  { id: 'workspace', group: 'workspaces', to: '/settings/workspace' },
  { id: 'users', group: 'workspaces', to: '/settings/users' },
  { id: 'invoice', group: 'workspaces', to: '/settings/invoice' },
  { id: 'apiKeys', group: 'workspaces', to: '/settings/api-tokens' },
  { id: 'vehicle', group: 'workspaces', to: '/settings/vehicle' },
  { id: 'workorders', group: 'workspaces', to: '/settings/workorders' },
  { id: 'tasks', group: 'workspaces', to: '/settings/tasks' },
  { id: 'language', group: 'app', to: '/settings/language' },
  { id: 'support', group: 'help', to: '/settings/support' },
];

export const SETTINGS_GROUPS: readonly SettingsGroup[] = ['account', 'workspaces', 'app', 'help'];

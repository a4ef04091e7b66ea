import { IconUsers } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

const UsersPage = pageWithTexts(() => import('./pages/UsersPage').then((m) => m.UsersPage), 'admin');
const UserPage = pageWithTexts(() => import('./pages/UserPage').then((m) => m.UserPage), 'admin');

export const routes: readonly FeatureRoute[] = [
  { path: 'settings/users', mount: 'shell', permission: 'users:read', page: UsersPage },
  { path: 'users', mount: 'shell', permission: 'users:read', page: UsersPage },
  // /users/{uuid}: the user page (spec §2 route table). One's own for everyone; others' need users:read (checked by the page).
  { path: 'users/:uuid', mount: 'shell', intl: 'formats', permission: 'profile:own', page: UserPage },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/users', order: 40, label: 'nav.users', icon: IconUsers, active: 'prefix', permission: 'users:read' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'users',
    group: 'workspaces',
    order: 40,
    to: '/settings/users',
    permission: 'users:read',
    icon: IconUsers,
    title: 'settings.card.users.title',
    description: 'settings.card.users.body',
  },
];

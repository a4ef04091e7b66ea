import { IconUsers } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

const UsersPage = pageWithTexts(() => import('./pages/UsersPage').then((m) => m.UsersPage));

export const routes: readonly FeatureRoute[] = [
  { path: 'settings/users', mount: 'shell', permission: 'users:read', page: UsersPage },
  { path: 'users', mount: 'shell', permission: 'users:read', page: UsersPage },
  // /users/{uuid} (spec §2, content not shown) is the user's profile page.
  { path: 'users/:uuid', mount: 'shell', redirect: '/settings/users/:uuid' },
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

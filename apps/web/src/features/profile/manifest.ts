import { IconUserCircle } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

const ProfilePage = pageWithTexts(() => import('./pages/ProfilePage').then((m) => m.ProfilePage), 'all');

export const routes: readonly FeatureRoute[] = [
  { path: 'settings/account/profile', mount: 'shell', permission: 'profile:own', page: ProfilePage },
  // Own profile for everyone; other users' need users:read (checked by the page).
  { path: 'settings/users/:uuid', mount: 'shell', permission: 'profile:own', page: ProfilePage },
];
export const menu: readonly MenuEntry[] = [
  { place: 'account', to: '/settings/account/profile', order: 10, label: 'nav.profile', icon: IconUserCircle, permission: 'profile:own' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'profile',
    group: 'account',
    order: 10,
    to: '/settings/account/profile',
    permission: 'profile:own',
    icon: IconUserCircle,
    title: 'settings.card.profile.title',
    description: 'settings.card.profile.body',
  },
];

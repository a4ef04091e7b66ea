import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/account/preferences',
    mount: 'shell',
    permission: 'profile:own',
    page: pageWithTexts(() => import('./pages/PreferencesPage').then((m) => m.PreferencesPage)),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'account', to: '/settings/account/preferences', order: 20, label: 'nav.preferences', icon: IconAdjustmentsHorizontal, permission: 'profile:own' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'preferences',
    group: 'account',
    order: 20,
    to: '/settings/account/preferences',
    permission: 'profile:own',
    icon: IconAdjustmentsHorizontal,
    title: 'settings.card.preferences.title',
    description: 'settings.card.preferences.body',
  },
];

import { IconKey } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/api-tokens',
    mount: 'shell',
    permission: 'apiKeys:manage',
    page: pageWithTexts(() => import('./pages/ApiKeysPage').then((m) => m.ApiKeysPage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/api-tokens', order: 60, label: 'nav.apiKeys', icon: IconKey, permission: 'apiKeys:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'apiKeys',
    group: 'workspaces',
    order: 60,
    to: '/settings/api-tokens',
    permission: 'apiKeys:manage',
    icon: IconKey,
    title: 'settings.card.apiKeys.title',
    description: 'settings.card.apiKeys.body',
  },
];

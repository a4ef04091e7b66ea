import { IconBuildingStore } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/workspace',
    mount: 'shell',
    intl: 'formats',
    permission: 'settings:manage',
    page: pageWithTexts(() => import('./pages/WorkspacePage').then((m) => m.WorkspacePage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/workspace', order: 30, label: 'nav.workspace', icon: IconBuildingStore, permission: 'settings:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'workspace',
    group: 'workspaces',
    order: 30,
    to: '/settings/workspace',
    permission: 'settings:manage',
    icon: IconBuildingStore,
    title: 'settings.card.workspace.title',
    description: 'settings.card.workspace.body',
  },
];

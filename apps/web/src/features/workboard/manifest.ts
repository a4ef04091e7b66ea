import { IconLayoutDashboard } from '@tabler/icons-react';
import { firstScreenPage, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The board is the signed-in user's first screen (/).
export const routes: readonly FeatureRoute[] = [
  { path: '', mount: 'shell', intl: 'zones', page: firstScreenPage(() => import('./pages/WorkboardPage').then((m) => m.WorkboardPage)) },
];
export const menu: readonly MenuEntry[] = [{ place: 'main', to: '/', order: 10, label: 'nav.workboard', icon: IconLayoutDashboard }];
export const settingsCards: readonly SettingsCard[] = [];

import { firstScreenPage, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

const NotFoundPage = firstScreenPage(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));

// /404, where the guards send a role without the page's permission, and any unknown path.
export const routes: readonly FeatureRoute[] = [
  { path: '404', mount: 'public', page: NotFoundPage },
  { path: '*', mount: 'public', page: NotFoundPage },
];
export const menu: readonly MenuEntry[] = [];
export const settingsCards: readonly SettingsCard[] = [];

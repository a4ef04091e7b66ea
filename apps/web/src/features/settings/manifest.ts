import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// /settings: the cards every other feature's manifest declares (settingsCards).
export const routes: readonly FeatureRoute[] = [
  { path: 'settings', mount: 'shell', page: pageWithTexts(() => import('./pages/SettingsHomePage').then((m) => m.SettingsHomePage), 'admin') },
];
export const menu: readonly MenuEntry[] = [];
export const settingsCards: readonly SettingsCard[] = [];

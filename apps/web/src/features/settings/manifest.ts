import { firstScreenPage, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// /settings: the cards every other feature's manifest declares (settingsCards). A first screen: its
// texts (the groups and every card's) are in the core ones, so it comes without the settings pages' texts.
export const routes: readonly FeatureRoute[] = [
  { path: 'settings', mount: 'shell', page: firstScreenPage(() => import('./pages/SettingsHomePage').then((m) => m.SettingsHomePage)) },
];
export const menu: readonly MenuEntry[] = [];
export const settingsCards: readonly SettingsCard[] = [];

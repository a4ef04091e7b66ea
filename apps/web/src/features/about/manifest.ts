import { IconInfoCircle } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// « À propos » (shell spec §2, settings menu "about"): for every signed-in user.
export const routes: readonly FeatureRoute[] = [
  { path: 'settings/about', mount: 'shell', page: pageWithTexts(() => import('./pages/AboutPage').then((m) => m.AboutPage), 'admin') },
];
export const menu: readonly MenuEntry[] = [{ place: 'help', to: '/settings/about', order: 120, label: 'about.nav', icon: IconInfoCircle }];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'about',
    group: 'help',
    order: 120,
    to: '/settings/about',
    icon: IconInfoCircle,
    title: 'settings.card.about.title',
    description: 'settings.card.about.body',
  },
];

import { IconHelpCircle, IconLifebuoy } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  { path: 'settings/support', mount: 'shell', permission: 'support:contact', page: pageWithTexts(() => import('./pages/SupportPage').then((m) => m.SupportPage)) },
];
export const menu: readonly MenuEntry[] = [
  { place: 'help', to: '/settings/support', order: 110, label: 'nav.support', icon: IconHelpCircle, permission: 'support:contact' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'support',
    group: 'help',
    order: 110,
    to: '/settings/support',
    permission: 'support:contact',
    icon: IconLifebuoy,
    title: 'settings.card.support.title',
    description: 'settings.card.support.body',
  },
];

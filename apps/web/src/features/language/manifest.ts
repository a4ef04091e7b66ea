import { IconLanguage } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/language',
    mount: 'shell',
    intl: 'formats',
    permission: 'settings:manage',
    page: pageWithTexts(() => import('./pages/LanguagePage').then((m) => m.LanguagePage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/language', order: 100, label: 'nav.language', icon: IconLanguage, permission: 'settings:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'language',
    group: 'app',
    order: 100,
    to: '/settings/language',
    permission: 'settings:manage',
    icon: IconLanguage,
    title: 'settings.card.language.title',
    description: 'settings.card.language.body',
  },
];

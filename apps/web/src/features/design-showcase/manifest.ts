import { IconPalette } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// /ui (shell spec route table): no permission of the role matrix fits "the owner, and everyone in
// development"; the web-only access rule does it (shared/permissions/pageAccess.ts).
export const routes: readonly FeatureRoute[] = [
  {
    path: 'ui',
    mount: 'shell',
    access: 'ownerOrDevelopment',
    page: pageWithTexts(() => import('./pages/DesignShowcasePage').then((m) => m.DesignShowcasePage), 'all'),
  },
];
export const menu: readonly MenuEntry[] = [{ place: 'help', to: '/ui', order: 190, label: 'designShowcase.nav', icon: IconPalette, access: 'ownerOrDevelopment' }];
export const settingsCards: readonly SettingsCard[] = [];

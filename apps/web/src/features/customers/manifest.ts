import { IconAddressBook } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  { path: 'customers', mount: 'shell', permission: 'customers:work', page: pageWithTexts(() => import('./pages/CustomersPage').then((m) => m.CustomersPage)) },
  {
    path: 'customers/:uuid',
    mount: 'shell',
    intl: 'formats',
    permission: 'customers:work',
    page: pageWithTexts(() => import('./pages/CustomerPage').then((m) => m.CustomerPage)),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/customers', order: 30, label: 'customers.nav', icon: IconAddressBook, active: 'prefix', permission: 'customers:work' },
];
export const settingsCards: readonly SettingsCard[] = [];

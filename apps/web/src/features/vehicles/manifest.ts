import { IconCar } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The vehicles pages (workshop §2) and their menu entry.
export const routes: readonly FeatureRoute[] = [
  { path: 'mechs', mount: 'shell', permission: 'customers:work', page: pageWithTexts(() => import('./pages/VehiclesPage').then((m) => m.VehiclesPage)) },
  {
    path: 'mechs/:uuid',
    mount: 'shell',
    intl: 'formats',
    permission: 'customers:work',
    page: pageWithTexts(() => import('./pages/VehiclePage').then((m) => m.VehiclePage)),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/mechs', order: 40, label: 'vehicles.nav', icon: IconCar, active: 'prefix', permission: 'customers:work' },
];
export const settingsCards: readonly SettingsCard[] = [];

import { IconCar } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/vehicle',
    mount: 'shell',
    intl: 'formats',
    permission: 'settings:manage',
    page: pageWithTexts(() => import('./pages/VehicleSettingsPage').then((m) => m.VehicleSettingsPage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/vehicle', order: 70, label: 'vehicleSettings.nav', icon: IconCar, permission: 'settings:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'vehicle',
    group: 'workspaces',
    order: 70,
    to: '/settings/vehicle',
    permission: 'settings:manage',
    icon: IconCar,
    title: 'settings.card.vehicle.title',
    description: 'settings.card.vehicle.body',
  },
];

import { IconPackage, IconTool } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// One page for both kinds (workshop §2); the key gives each its own state. Changing items needs catalog:manage.
const CatalogPage = pageWithTexts(() => import('./pages/CatalogPage').then((m) => m.CatalogPage));

export const routes: readonly FeatureRoute[] = [
  { path: 'services', mount: 'shell', intl: 'formats', permission: 'catalog:read', page: CatalogPage, key: 'SERVICE', props: { kind: 'SERVICE' } },
  { path: 'products', mount: 'shell', intl: 'formats', permission: 'catalog:read', page: CatalogPage, key: 'PRODUCT', props: { kind: 'PRODUCT' } },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/services', order: 50, label: 'catalog.services.nav', icon: IconTool, permission: 'catalog:read' },
  { place: 'main', to: '/products', order: 60, label: 'catalog.products.nav', icon: IconPackage, permission: 'catalog:read' },
  // Shell §2: the settings menu links "services" and "products" too (the price list is the shop's set-up).
  { place: 'activity', to: '/services', order: 92, label: 'catalog.services.settingsNav', icon: IconTool, permission: 'catalog:read' },
  { place: 'activity', to: '/products', order: 93, label: 'catalog.products.settingsNav', icon: IconPackage, permission: 'catalog:read' },
];
export const settingsCards: readonly SettingsCard[] = [];

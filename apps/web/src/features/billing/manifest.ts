import { IconReceipt2 } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

const BillingPage = pageWithTexts(() => import('./pages/BillingPage').then((m) => m.BillingPage), 'admin');

// /billing is the spec's placeholder route (§2 "Billing"): the same page rather than a dummy table.
export const routes: readonly FeatureRoute[] = [
  { path: 'settings/billing', mount: 'shell', intl: 'formats', permission: 'billing:manage', page: BillingPage },
  { path: 'billing', mount: 'shell', intl: 'formats', permission: 'billing:manage', page: BillingPage },
  {
    path: 'settings/plans',
    mount: 'shell',
    intl: 'formats',
    permission: 'billing:manage',
    page: pageWithTexts(() => import('./pages/PlansPage').then((m) => m.PlansPage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'account', to: '/settings/billing', order: 25, label: 'billing.nav', icon: IconReceipt2, permission: 'billing:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'billing',
    group: 'account',
    order: 25,
    to: '/settings/billing',
    permission: 'billing:manage',
    icon: IconReceipt2,
    title: 'settings.card.billing.title',
    description: 'settings.card.billing.body',
  },
];

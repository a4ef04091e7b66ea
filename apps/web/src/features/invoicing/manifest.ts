import { IconFileInvoice } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

export const routes: readonly FeatureRoute[] = [
  {
    path: 'settings/invoice',
    mount: 'shell',
    intl: 'formats',
    permission: 'settings:manage',
    page: pageWithTexts(() => import('./pages/InvoicingPage').then((m) => m.InvoicingPage)),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'workspace', to: '/settings/invoice', order: 50, label: 'invoicing.nav', icon: IconFileInvoice, permission: 'settings:manage' },
];
export const settingsCards: readonly SettingsCard[] = [
  {
    id: 'invoice',
    group: 'workspaces',
    order: 50,
    to: '/settings/invoice',
    permission: 'settings:manage',
    icon: IconFileInvoice,
    title: 'settings.card.invoice.title',
    description: 'settings.card.invoice.body',
  },
];

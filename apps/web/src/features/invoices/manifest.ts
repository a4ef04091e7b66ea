import { IconFileInvoice } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The invoice list and the invoice page (shell §2). Reading and editing drafts is everyone's who
// works on work orders; issuing, payments and credit notes are checked per action (invoices:finalize).
export const routes: readonly FeatureRoute[] = [
  {
    path: 'invoices',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/InvoicesPage').then((m) => m.InvoicesPage)),
  },
  {
    path: 'invoices/:uuid',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/InvoicePage').then((m) => m.InvoicePage)),
  },
];
// Shell §2: "invoices" in the main menu (after the timelog) and in the settings menu (after the timelogs).
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/invoices', order: 27, label: 'invoices.nav', icon: IconFileInvoice, active: 'prefix', permission: 'worksheets:work' },
  { place: 'activity', to: '/invoices', order: 97, label: 'invoices.settingsNav', icon: IconFileInvoice, permission: 'worksheets:work' },
];
export const settingsCards: readonly SettingsCard[] = [];

import { firstScreenPage, pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The invoice as a document (issue 14): its print view and the customer's page.
export const routes: readonly FeatureRoute[] = [
  // The printout has no shell, like the work order's.
  {
    path: 'invoices/print/:uuid',
    mount: 'signedIn',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/InvoicePrintPage').then((m) => m.InvoicePrintPage)),
  },
  // Shell §2: the print route's parameter is optional; without an invoice, the list.
  { path: 'invoices/print', mount: 'signedIn', permission: 'worksheets:work', redirect: '/invoices' },
  // The customer's page: no account, and its texts are the document's own (documentTexts), so it
  // does not wait for the app's page texts.
  { path: 'invoices/:uuid/view', mount: 'public', intl: 'formats', page: firstScreenPage(() => import('./pages/InvoiceViewPage').then((m) => m.InvoiceViewPage)) },
];
export const menu: readonly MenuEntry[] = [];
export const settingsCards: readonly SettingsCard[] = [];

import { IconReportAnalytics } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The work-order report (workshop §2 "Report"), the technicians' productivity (issue 13), the taxes report (issue 14) and their menu entry.
export const routes: readonly FeatureRoute[] = [
  {
    path: 'reports',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/ReportsPage').then((m) => m.ReportsPage), 'all'),
  },
  {
    path: 'reports/technicians',
    mount: 'shell',
    intl: 'formats',
    permission: 'timelog:all',
    page: pageWithTexts(() => import('./pages/TechniciansReportPage').then((m) => m.TechniciansReportPage), 'admin'),
  },
  // Issue 14: sales and taxes collected per month, for the GST/QST or VAT return.
  {
    path: 'reports/taxes',
    mount: 'shell',
    intl: 'formats',
    permission: 'invoices:finalize',
    page: pageWithTexts(() => import('./pages/TaxesReportPage').then((m) => m.TaxesReportPage), 'admin'),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/reports', order: 70, label: 'reports.nav', icon: IconReportAnalytics, permission: 'worksheets:work', active: 'prefix' },
];
export const settingsCards: readonly SettingsCard[] = [];

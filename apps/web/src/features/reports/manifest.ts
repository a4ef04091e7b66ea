import { IconReportAnalytics } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The work-order report (workshop §2 "Report"), the technicians' productivity (issue 13) and the menu entry of both.
export const routes: readonly FeatureRoute[] = [
  { path: 'reports', mount: 'shell', permission: 'worksheets:work', page: pageWithTexts(() => import('./pages/ReportsPage').then((m) => m.ReportsPage)) },
  {
    path: 'reports/technicians',
    mount: 'shell',
    permission: 'timelog:all',
    page: pageWithTexts(() => import('./pages/TechniciansReportPage').then((m) => m.TechniciansReportPage)),
  },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/reports', order: 70, label: 'reports.nav', icon: IconReportAnalytics, permission: 'worksheets:work', active: 'prefix' },
];
export const settingsCards: readonly SettingsCard[] = [];

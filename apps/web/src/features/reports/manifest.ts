import { IconReportAnalytics } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The work-order report (workshop §2 "Report") and its menu entry.
export const routes: readonly FeatureRoute[] = [
  { path: 'reports', mount: 'shell', permission: 'worksheets:work', page: pageWithTexts(() => import('./pages/ReportsPage').then((m) => m.ReportsPage)) },
];
export const menu: readonly MenuEntry[] = [{ place: 'main', to: '/reports', order: 70, label: 'reports.nav', icon: IconReportAnalytics, permission: 'worksheets:work' }];
export const settingsCards: readonly SettingsCard[] = [];

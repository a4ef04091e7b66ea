import { IconClipboardList } from '@tabler/icons-react';
import { pageWithTexts, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The work-order pages (workshop §2), their print view and their menu entry.
export const routes: readonly FeatureRoute[] = [
  {
    path: 'worksheets',
    mount: 'shell',
    intl: 'zones',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/WorksheetsPage').then((m) => m.WorksheetsPage)),
  },
  {
    path: 'worksheets/:uuid',
    mount: 'shell',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/WorksheetPage').then((m) => m.WorksheetPage)),
  },
  // The printout has no shell (issue 5: "Print view: … no shell").
  {
    path: 'worksheets/print/:uuid',
    mount: 'signedIn',
    intl: 'formats',
    permission: 'worksheets:work',
    page: pageWithTexts(() => import('./pages/WorksheetPrintPage').then((m) => m.WorksheetPrintPage)),
  },
  // Shell §2: the print route's parameter is optional; without a work order, the list.
  { path: 'worksheets/print', mount: 'signedIn', permission: 'worksheets:work', redirect: '/worksheets' },
];
export const menu: readonly MenuEntry[] = [
  { place: 'main', to: '/worksheets', order: 20, label: 'worksheets.nav', icon: IconClipboardList, active: 'prefix', permission: 'worksheets:work' },
];
export const settingsCards: readonly SettingsCard[] = [];

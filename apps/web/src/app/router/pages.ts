import { lazy } from 'react';
import { withTexts } from '../../i18n/withTexts';

// Each route is its own chunk: the sign-in page downloads none of the shell's code. The first
// screens (shell, auth pages, workboard, 404) use the texts loaded before the first render; every
// other page also waits for the rest of the language's texts (withTexts).
export const AppLayout = lazy(() => import('../shell/AppLayout').then((m) => ({ default: m.AppLayout })));
export const SignInPage = lazy(() => import('../../features/auth/pages/SignInPage').then((m) => ({ default: m.SignInPage })));
export const SignUpPage = lazy(() => import('../../features/auth/pages/SignUpPage').then((m) => ({ default: m.SignUpPage })));
export const LostPasswordPage = lazy(() =>
  import('../../features/auth/pages/LostPasswordPage').then((m) => ({ default: m.LostPasswordPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../../features/auth/pages/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
);
export const WorkboardPage = lazy(() =>
  import('../../features/workboard/pages/WorkboardPage').then((m) => ({ default: m.WorkboardPage })),
);
export const SettingsHomePage = lazy(
  withTexts(() => import('../../features/settings/pages/SettingsHomePage').then((m) => ({ default: m.SettingsHomePage }))),
);
export const PreferencesPage = lazy(
  withTexts(() => import('../../features/preferences/pages/PreferencesPage').then((m) => ({ default: m.PreferencesPage }))),
);
export const UsersPage = lazy(
  withTexts(() => import('../../features/users/pages/UsersPage').then((m) => ({ default: m.UsersPage }))),
);
export const ProfilePage = lazy(
  withTexts(() => import('../../features/profile/pages/ProfilePage').then((m) => ({ default: m.ProfilePage }))),
);
export const ApiKeysPage = lazy(
  withTexts(() => import('../../features/api-keys/pages/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage }))),
);
export const WorkspacePage = lazy(
  withTexts(() => import('../../features/workspace/pages/WorkspacePage').then((m) => ({ default: m.WorkspacePage }))),
);
export const LanguagePage = lazy(
  withTexts(() => import('../../features/language/pages/LanguagePage').then((m) => ({ default: m.LanguagePage }))),
);
export const SupportPage = lazy(
  withTexts(() => import('../../features/support/pages/SupportPage').then((m) => ({ default: m.SupportPage }))),
);
export const CustomersPage = lazy(
  withTexts(() => import('../../features/customers/pages/CustomersPage').then((m) => ({ default: m.CustomersPage }))),
);
export const CustomerPage = lazy(
  withTexts(() => import('../../features/customers/pages/CustomerPage').then((m) => ({ default: m.CustomerPage }))),
);
export const VehiclesPage = lazy(
  withTexts(() => import('../../features/vehicles/pages/VehiclesPage').then((m) => ({ default: m.VehiclesPage }))),
);
export const VehiclePage = lazy(
  withTexts(() => import('../../features/vehicles/pages/VehiclePage').then((m) => ({ default: m.VehiclePage }))),
);
export const VehicleSettingsPage = lazy(
  withTexts(() => import('../../features/vehicle-settings/pages/VehicleSettingsPage').then((m) => ({ default: m.VehicleSettingsPage }))),
);
export const CatalogPage = lazy(
  withTexts(() => import('../../features/catalog/pages/CatalogPage').then((m) => ({ default: m.CatalogPage }))),
);
export const InvoicingPage = lazy(
  withTexts(() => import('../../features/invoicing/pages/InvoicingPage').then((m) => ({ default: m.InvoicingPage }))),
);
export const ReportsPage = lazy(
  withTexts(() => import('../../features/reports/pages/ReportsPage').then((m) => ({ default: m.ReportsPage }))),
);
export const WorkOrderSettingsPage = lazy(
  withTexts(() => import('../../features/statuses/pages/WorkOrderSettingsPage').then((m) => ({ default: m.WorkOrderSettingsPage }))),
);
export const ServicesSettingsPage = lazy(
  withTexts(() => import('../../features/statuses/pages/ServicesSettingsPage').then((m) => ({ default: m.ServicesSettingsPage }))),
);
export const WorksheetsPage = lazy(
  withTexts(() => import('../../features/worksheets/pages/WorksheetsPage').then((m) => ({ default: m.WorksheetsPage }))),
);
export const WorksheetPage = lazy(
  withTexts(() => import('../../features/worksheets/pages/WorksheetPage').then((m) => ({ default: m.WorksheetPage }))),
);
export const WorksheetPrintPage = lazy(
  withTexts(() => import('../../features/worksheets/pages/WorksheetPrintPage').then((m) => ({ default: m.WorksheetPrintPage }))),
);
export const NotFoundPage = lazy(() => import('../../features/errors/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

import { lazy } from 'react';

// Each route is its own chunk: the sign-in page downloads none of the shell's code.
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
export const SettingsHomePage = lazy(() =>
  import('../../features/settings/pages/SettingsHomePage').then((m) => ({ default: m.SettingsHomePage })),
);
export const PreferencesPage = lazy(() =>
  import('../../features/preferences/pages/PreferencesPage').then((m) => ({ default: m.PreferencesPage })),
);
export const UsersPage = lazy(() => import('../../features/users/pages/UsersPage').then((m) => ({ default: m.UsersPage })));
export const ProfilePage = lazy(() => import('../../features/profile/pages/ProfilePage').then((m) => ({ default: m.ProfilePage })));
export const ApiKeysPage = lazy(() => import('../../features/api-keys/pages/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })));
export const WorkspacePage = lazy(() => import('../../features/workspace/pages/WorkspacePage').then((m) => ({ default: m.WorkspacePage })));
export const LanguagePage = lazy(() => import('../../features/language/pages/LanguagePage').then((m) => ({ default: m.LanguagePage })));
export const SupportPage = lazy(() => import('../../features/support/pages/SupportPage').then((m) => ({ default: m.SupportPage })));
export const CustomersPage = lazy(() => import('../../features/customers/pages/CustomersPage').then((m) => ({ default: m.CustomersPage })));
export const CustomerPage = lazy(() => import('../../features/customers/pages/CustomerPage').then((m) => ({ default: m.CustomerPage })));
export const VehiclesPage = lazy(() => import('../../features/vehicles/pages/VehiclesPage').then((m) => ({ default: m.VehiclesPage })));
export const VehiclePage = lazy(() => import('../../features/vehicles/pages/VehiclePage').then((m) => ({ default: m.VehiclePage })));
export const VehicleSettingsPage = lazy(() =>
  import('../../features/vehicle-settings/pages/VehicleSettingsPage').then((m) => ({ default: m.VehicleSettingsPage })),
);
export const CatalogPage = lazy(() => import('../../features/catalog/pages/CatalogPage').then((m) => ({ default: m.CatalogPage })));
export const InvoicingPage = lazy(() => import('../../features/invoicing/pages/InvoicingPage').then((m) => ({ default: m.InvoicingPage })));
export const ReportsPage = lazy(() => import('../../features/reports/pages/ReportsPage').then((m) => ({ default: m.ReportsPage })));
export const WorkOrderSettingsPage = lazy(() =>
  import('../../features/statuses/pages/WorkOrderSettingsPage').then((m) => ({ default: m.WorkOrderSettingsPage })),
);
export const ServicesSettingsPage = lazy(() =>
  import('../../features/statuses/pages/ServicesSettingsPage').then((m) => ({ default: m.ServicesSettingsPage })),
);
export const WorksheetsPage = lazy(() => import('../../features/worksheets/pages/WorksheetsPage').then((m) => ({ default: m.WorksheetsPage })));
export const WorksheetPage = lazy(() => import('../../features/worksheets/pages/WorksheetPage').then((m) => ({ default: m.WorksheetPage })));
export const WorksheetPrintPage = lazy(() =>
  import('../../features/worksheets/pages/WorksheetPrintPage').then((m) => ({ default: m.WorksheetPrintPage })),
);
export const NotFoundPage = lazy(() => import('../../features/errors/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

import { HashRouter, Navigate, Route, Routes, useParams } from 'react-router';
import { RequirePermission } from '../../shared/permissions/RequirePermission';
import { ROUTE_PERMISSIONS } from '../../shared/permissions/routePermissions';
import { RequireAuth } from '../routing/RequireAuth';
import {
  ApiKeysPage,
  AppLayout,
  CatalogPage,
  CustomerPage,
  CustomersPage,
  InvoicingPage,
  LanguagePage,
  LostPasswordPage,
  NotFoundPage,
  PreferencesPage,
  ProfilePage,
  ReportsPage,
  ServicesSettingsPage,
  SettingsHomePage,
  SignInPage,
  SignUpPage,
  SupportPage,
  UsersPage,
  VehiclePage,
  VehicleSettingsPage,
  VehiclesPage,
  VerifyEmailPage,
  WorkOrderSettingsPage,
  WorkboardPage,
  WorksheetPage,
  WorksheetPrintPage,
  WorksheetsPage,
  WorkspacePage,
} from './pages';
import { RootLayout } from './RootLayout';

/** /users/{uuid} (spec §2, content not shown) is the user's profile page. */
function UserPageRedirect() {
  const { uuid = '' } = useParams();
  return <Navigate to={`/settings/users/${encodeURIComponent(uuid)}`} replace />;
}

/**
 * Route table (shell spec §2): only the screens that exist so far. The declarative HashRouter is
 * used rather than a data router: no route has loaders, and it keeps the first screen lighter.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="signin" element={<SignInPage />} />
          <Route path="signup" element={<SignUpPage />} />
          <Route path="lost-password" element={<LostPasswordPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="404" element={<NotFoundPage />} />
          <Route element={<RequireAuth />}>
            {/* The printout has no shell (issue 5: "Print view: … no shell"). */}
            <Route element={<RequirePermission permission={ROUTE_PERMISSIONS['/worksheets']} />}>
              <Route path="worksheets/print/:uuid" element={<WorksheetPrintPage />} />
              {/* Shell §2: the print route's parameter is optional; without a work order, the list. */}
              <Route path="worksheets/print" element={<Navigate to="/worksheets" replace />} />
            </Route>
            <Route element={<AppLayout />}>
              <Route index element={<WorkboardPage />} />
              <Route path="settings" element={<SettingsHomePage />} />
              <Route path="settings/account/preferences" element={<PreferencesPage />} />
              <Route path="settings/account/profile" element={<ProfilePage />} />
              {/* Own profile for everyone; other users' need users:read (checked by the page). */}
              <Route path="settings/users/:uuid" element={<ProfilePage />} />
              <Route path="users/:uuid" element={<UserPageRedirect />} />
              <Route element={<RequirePermission permission="users:read" />}>
                <Route path="settings/users" element={<UsersPage />} />
                <Route path="users" element={<UsersPage />} />
              </Route>
              <Route element={<RequirePermission permission="customers:work" />}>
                <Route path="customers" element={<CustomersPage />} />
                <Route path="customers/:uuid" element={<CustomerPage />} />
              </Route>
              <Route element={<RequirePermission permission={ROUTE_PERMISSIONS['/mechs']} />}>
                <Route path="mechs" element={<VehiclesPage />} />
                <Route path="mechs/:uuid" element={<VehiclePage />} />
              </Route>
              <Route element={<RequirePermission permission={ROUTE_PERMISSIONS['/worksheets']} />}>
                <Route path="worksheets" element={<WorksheetsPage />} />
                <Route path="worksheets/:uuid" element={<WorksheetPage />} />
              </Route>
              {/* One page for both kinds (workshop §2); the key gives each its own state. */}
              <Route element={<RequirePermission permission={ROUTE_PERMISSIONS['/services']} />}>
                <Route path="services" element={<CatalogPage key="SERVICE" kind="SERVICE" />} />
                <Route path="products" element={<CatalogPage key="PRODUCT" kind="PRODUCT" />} />
              </Route>
              <Route element={<RequirePermission permission={ROUTE_PERMISSIONS['/reports']} />}>
                <Route path="reports" element={<ReportsPage />} />
              </Route>
              <Route element={<RequirePermission permission="apiKeys:manage" />}>
                <Route path="settings/api-tokens" element={<ApiKeysPage />} />
              </Route>
              <Route element={<RequirePermission permission="settings:manage" />}>
                <Route path="settings/workspace" element={<WorkspacePage />} />
                <Route path="settings/language" element={<LanguagePage />} />
                <Route path="settings/vehicle" element={<VehicleSettingsPage />} />
                <Route path="settings/workorders" element={<WorkOrderSettingsPage />} />
                <Route path="settings/tasks" element={<ServicesSettingsPage />} />
                <Route path="settings/invoice" element={<InvoicingPage />} />
              </Route>
              <Route element={<RequirePermission permission="support:contact" />}>
                <Route path="settings/support" element={<SupportPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

import { HashRouter, Route, Routes } from 'react-router';
import { RequireAuth } from '../routing/RequireAuth';
import {
  AppLayout,
  LostPasswordPage,
  NotFoundPage,
  PreferencesPage,
  SettingsHomePage,
  SignInPage,
  SignUpPage,
  VerifyEmailPage,
  WorkboardPage,
} from './pages';
import { RootLayout } from './RootLayout';

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
            <Route element={<AppLayout />}>
              <Route index element={<WorkboardPage />} />
              <Route path="settings" element={<SettingsHomePage />} />
              <Route path="settings/account/preferences" element={<PreferencesPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}

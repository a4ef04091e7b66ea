import { firstScreenPage, type FeatureRoute, type MenuEntry, type SettingsCard } from '../../shared/manifest/FeatureManifest';

// The authentication pages: public first screens (the sign-in page downloads none of the shell's code).
export const routes: readonly FeatureRoute[] = [
  { path: 'signin', mount: 'public', page: firstScreenPage(() => import('./pages/SignInPage').then((m) => m.SignInPage)) },
  { path: 'signup', mount: 'public', page: firstScreenPage(() => import('./pages/SignUpPage').then((m) => m.SignUpPage)) },
  { path: 'lost-password', mount: 'public', page: firstScreenPage(() => import('./pages/LostPasswordPage').then((m) => m.LostPasswordPage)) },
  { path: 'verify-email', mount: 'public', page: firstScreenPage(() => import('./pages/VerifyEmailPage').then((m) => m.VerifyEmailPage)) },
];
export const menu: readonly MenuEntry[] = [];
export const settingsCards: readonly SettingsCard[] = [];

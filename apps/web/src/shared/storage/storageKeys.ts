/** Every localStorage key the web app owns, in one place (e2e tests and support rely on them). */
export const STORAGE_KEYS = {
  accessToken: 'atelier.accessToken',
  refreshToken: 'atelier.refreshToken',
  user: 'atelier.user',
  preferences: 'atelier.preferences',
  postLoginRedirect: 'atelier.postLoginRedirect',
  /** When the setup wizard was last skipped (epoch ms): it stays closed for 12 hours. */
  setupSkippedAt: 'atelier.setupSkippedAt',
  /** The command palette's recent items, one list per user: this prefix, '.', the user's uuid. */
  paletteRecent: 'atelier.paletteRecent',
} as const;

/** Any path starting with /settings swaps the side menu for the settings menu (shell spec §2). */
export function isSettingsPath(pathname: string): boolean {
  return pathname === '/settings' || pathname.startsWith('/settings/');
}

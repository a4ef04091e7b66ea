import type { User } from '@atelier/contracts';
import { lazy, Suspense, useState } from 'react';
import { UserMenuButton } from './UserMenuButton';

const loadDropdown = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/**
 * Avatar button and user menu. The menu's code (popover positioning, focus handling) is fetched
 * when the user reaches for the button rather than with the first screen, then opens at once.
 */
export function UserMenu({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <UserMenuButton user={user} aria-expanded={false} onPointerEnter={() => void loadDropdown()} onFocus={() => void loadDropdown()} onClick={() => setWanted(true)} />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}

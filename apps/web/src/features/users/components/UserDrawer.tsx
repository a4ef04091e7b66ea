import type { User } from '@atelier/contracts';
import { useTranslation } from '../../../i18n/useTranslation';
import { UserForm } from './UserForm';
import { DrawerShell } from '../../../shared/ui/DrawerShell';

interface UserDrawerProps {
  opened: boolean;
  /** The user to edit; null to add one. */
  user: User | null;
  onClose: () => void;
}

/** The list's side panel (shell spec §2): add a user, or edit one without leaving the list. */
export function UserDrawer({ opened, user, onClose }: UserDrawerProps) {
  const { t } = useTranslation();
  return (
    <DrawerShell opened={opened} onClose={onClose} title={user ? t('users.drawer.editTitle') : t('users.drawer.addTitle')}>
      {/* Children unmount once closed, so every opening starts from a fresh form. */}
      <UserForm user={user} onDone={onClose} />
    </DrawerShell>
  );
}

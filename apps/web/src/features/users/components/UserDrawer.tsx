import type { User } from '@atelier/contracts';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserForm } from './UserForm';

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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={user ? t('users.drawer.editTitle') : t('users.drawer.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Children unmount once closed, so every opening starts from a fresh form. */}
      <UserForm user={user} onDone={onClose} />
    </Drawer>
  );
}

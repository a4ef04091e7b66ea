import { Drawer, type DrawerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

interface DrawerShellProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: DrawerProps['size'];
  /** Unmounted once closed: every opening starts from a fresh form. */
  children: ReactNode;
}

/** The side panel on the right where a list adds or edits an item: bold title, a named close button. */
export function DrawerShell({ opened, onClose, title, size = 'md', children }: DrawerShellProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}

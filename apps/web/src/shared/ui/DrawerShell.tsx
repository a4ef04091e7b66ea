import { Drawer, type DrawerProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useOpeningKey } from './useOpeningKey';

interface DrawerShellProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: DrawerProps['size'];
  /** A fresh form at every opening (useOpeningKey), unmounted once closed. */
  children: ReactNode;
}

/** The side panel on the right where a list adds or edits an item: bold title, a named close button. */
export function DrawerShell({ opened, onClose, title, size = 'md', children }: DrawerShellProps) {
  const { t } = useTranslation();
  const opening = useOpeningKey(opened);
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
      <Fragment key={opening}>{children}</Fragment>
    </Drawer>
  );
}

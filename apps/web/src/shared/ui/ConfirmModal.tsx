import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; the modal stays open meanwhile. */
  loading?: boolean;
  color?: string;
}

/**
 * Confirmation before a destructive action. Focus starts on Cancel, so a stray Enter never
 * deletes anything; Escape and the close button cancel.
 */
export function ConfirmModal({ opened, onClose, onConfirm, title, children, confirmLabel, loading = false, color = 'red' }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { useTranslation } from '../../i18n/useTranslation';

// Mantine's Modal (portal, focus trap, scroll lock: ~8 KB compressed with its stylesheet) comes at
// the first opening: the pages that only may ask for a confirmation (a customer, a vehicle, a work
// order) no longer download it with their first screen.
const Modal = lazy(() => import('./onDemandModal').then((module) => ({ default: module.Modal })));

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
 * deletes anything; Escape and the close button cancel. Nothing is drawn (or downloaded) before
 * its first opening; then it stays mounted, for its closing animation.
 */
export function ConfirmModal({ opened, onClose, onConfirm, title, children, confirmLabel, loading = false, color = 'red' }: ConfirmModalProps) {
  const { t } = useTranslation();
  const wanted = useOpenedOnce(opened);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}

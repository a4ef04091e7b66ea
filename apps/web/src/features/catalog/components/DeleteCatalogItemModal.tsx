import type { CatalogItem, CatalogKind } from '@atelier/contracts/catalog';
import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useDeleteCatalogItem } from '../api';
import { CATALOG_KIND_PAGES } from '../catalogKinds';

interface DeleteCatalogItemModalProps {
  kind: CatalogKind;
  item: CatalogItem | null;
  onClose: () => void;
}

/** Confirmation naming the item, then DELETE and a toast. */
export function DeleteCatalogItemModal({ kind, item, onClose }: DeleteCatalogItemModalProps) {
  const { t } = useTranslation();
  const texts = CATALOG_KIND_PAGES[kind].texts;
  const remove = useDeleteCatalogItem(kind);
  // The item stays shown while the modal fades out.
  const [last, setLast] = useState(item);
  if (item !== null && item !== last) setLast(item);
  const shown = item ?? last;
  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notify({ color: 'green', message: t(`${texts}.deleted`, { name: item.name }) });
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={item !== null}
      onClose={onClose}
      onConfirm={confirm}
      loading={remove.isPending}
      title={t(`${texts}.deleteModal.title`)}
      confirmLabel={t('catalog.delete')}
    >
      <Stack gap="md">
        <Text size="sm">{t(`${texts}.deleteModal.body`)}</Text>
        {shown && (
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600} truncate>
              {shown.name}
            </Text>
            {shown.code && (
              <Text size="sm" c="dimmed" ff="monospace" truncate>
                {shown.code}
              </Text>
            )}
          </Paper>
        )}
      </Stack>
    </ConfirmModal>
  );
}

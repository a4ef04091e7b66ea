import type { CatalogItem, CatalogKind } from '@atelier/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
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
      <ConfirmTarget body={t(`${texts}.deleteModal.body`)} name={shown?.name} detail={shown?.code} detailProps={{ ff: 'monospace', truncate: true }} />
    </ConfirmModal>
  );
}

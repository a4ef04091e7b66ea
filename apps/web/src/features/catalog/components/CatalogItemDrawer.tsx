import type { CatalogItem, CatalogKind } from '@atelier/contracts/catalog';
import { useTranslation } from '../../../i18n/useTranslation';
import { CATALOG_KIND_PAGES } from '../catalogKinds';
import { CatalogItemForm } from './CatalogItemForm';
import { DrawerShell } from '../../../shared/ui/DrawerShell';

interface CatalogItemDrawerProps {
  kind: CatalogKind;
  opened: boolean;
  /** The item to edit; null to add one. */
  item: CatalogItem | null;
  onClose: () => void;
  onDelete?: (item: CatalogItem) => void;
}

/** Side panel to add or edit a service or a product. */
export function CatalogItemDrawer({ kind, opened, item, onClose, onDelete }: CatalogItemDrawerProps) {
  const { t } = useTranslation();
  const texts = CATALOG_KIND_PAGES[kind].texts;
  return (
    <DrawerShell opened={opened} onClose={onClose} title={item ? t(`${texts}.drawer.editTitle`) : t(`${texts}.drawer.addTitle`)}>
      {/* Children unmount once closed, so every opening starts from a fresh form. */}
      <CatalogItemForm kind={kind} item={item} onDone={onClose} onDelete={item && onDelete ? () => onDelete(item) : undefined} />
    </DrawerShell>
  );
}

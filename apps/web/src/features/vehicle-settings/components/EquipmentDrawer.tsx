import type { EquipmentType } from '@atelier/contracts';
import { useTranslation } from '../../../i18n/useTranslation';
import { EquipmentForm } from './EquipmentForm';
import { DrawerShell } from '../../../shared/ui/DrawerShell';

interface EquipmentDrawerProps {
  opened: boolean;
  /** The type to edit; null to create one. */
  type: EquipmentType | null;
  onClose: () => void;
}

/** Workshop §2 "Equipment drawer", on the right; going beyond the spec, it also creates new types. */
export function EquipmentDrawer({ opened, type, onClose }: EquipmentDrawerProps) {
  const { t } = useTranslation();
  return (
    <DrawerShell opened={opened} onClose={onClose} size={520} title={type ? t('vehicleSettings.drawer.editTitle') : t('vehicleSettings.drawer.addTitle')}>
      {/* Children unmount once closed, so every opening starts from the stored type. */}
      <EquipmentForm key={type?.id ?? 'new'} type={type} onDone={onClose} />
    </DrawerShell>
  );
}

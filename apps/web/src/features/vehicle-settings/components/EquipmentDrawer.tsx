import type { EquipmentType } from '@atelier/contracts';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EquipmentForm } from './EquipmentForm';

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
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={520}
      title={type ? t('vehicleSettings.drawer.editTitle') : t('vehicleSettings.drawer.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Children unmount once closed, so every opening starts from the stored type. */}
      <EquipmentForm key={type?.id ?? 'new'} type={type} onDone={onClose} />
    </Drawer>
  );
}

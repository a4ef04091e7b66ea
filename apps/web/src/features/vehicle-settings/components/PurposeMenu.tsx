import { Badge, Button, Group, Menu, Text, ThemeIcon } from '@mantine/core';
import type { EquipmentPurpose } from '@atelier/contracts/vehicle-constants';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { PurposeMenuItem } from '../equipmentForm';
import { PURPOSE_ICONS } from './purposeIcons';

interface PurposeMenuProps {
  items: PurposeMenuItem[];
  onAdd: (purpose: EquipmentPurpose) => void;
}

/**
 * The Fields section's Add menu (workshop §2 "Equipment drawer"): one item per purpose with its
 * description, marked when present; purposes already used are left out except GENERAL (§5).
 */
export function PurposeMenu({ items, onAdd }: PurposeMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={320} shadow="md" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} style={{ flexShrink: 0 }} aria-label={t('vehicleSettings.drawer.addFieldMenu')}>
          {t('vehicleSettings.drawer.addField')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('vehicleSettings.drawer.addFieldMenu')}</Menu.Label>
        {items.map(({ purpose, active }) => {
          const PurposeIcon = PURPOSE_ICONS[purpose];
          return (
            <Menu.Item
              key={purpose}
              onClick={() => onAdd(purpose)}
              data-active={active || undefined}
              leftSection={
                <ThemeIcon variant={active ? 'filled' : 'light'} size={30} radius="md">
                  <PurposeIcon size={17} />
                </ThemeIcon>
              }
              rightSection={
                active ? (
                  <Badge size="xs" variant="light" color="teal">
                    {t('vehicleSettings.drawer.present')}
                  </Badge>
                ) : null
              }
            >
              <Group gap={0} wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {t(`vehicleSettings.purpose.${purpose}.label`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`vehicleSettings.purpose.${purpose}.description`)}
                  </Text>
                </div>
              </Group>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

import type { Mech } from '@atelier/contracts';
import { Button, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { CustomerOption } from '../../customers';
import { useVehicleName } from '../hooks/useVehicleName';
import { DrawerHeaderBar } from './DrawerHeaderBar';

interface VehicleSelectPanelProps {
  title: string;
  customer: CustomerOption;
  vehicles: Mech[];
  onChoose: (uuid: string) => void;
  onNewVehicle: () => void;
  onCancel: () => void;
}

/**
 * SELECT mode (workshop §2 "Vehicle form modes"): the customer already has vehicles; pick one to
 * edit it (and its backlog), add a new one, or cancel.
 */
export function VehicleSelectPanel({ title, customer, vehicles, onChoose, onNewVehicle, onCancel }: VehicleSelectPanelProps) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  return (
    <>
      <DrawerHeaderBar title={title} onCancel={onCancel} submitLabel={t('vehicles.drawer.submitAdd')} submitDisabled />
      <Drawer.Body pt="md" pl="lg" pb="xl">
        <Stack gap="lg">
          <Text size="sm">{t('vehicles.select.intro', { name: customer.fullname, count: vehicles.length })}</Text>
          <Select
            label={t('vehicles.select.label')}
            placeholder={t('vehicles.select.placeholder')}
            searchable
            data={vehicles.map((mech) => ({ value: mech.uuid, label: vehicleName(mech) }))}
            value={null}
            onChange={(uuid) => uuid && onChoose(uuid)}
            renderOption={({ option }) => {
              const mech = vehicles.find((item) => item.uuid === option.value);
              const detail = [mech?.serialNumber, mech?.metric.license].filter(Boolean).join(' · ');
              return (
                <Stack gap={0} miw={0}>
                  <Text size="sm" truncate>
                    {option.label}
                  </Text>
                  {detail && (
                    <Text size="xs" c="dimmed" ff="monospace" truncate>
                      {detail}
                    </Text>
                  )}
                </Stack>
              );
            }}
            data-testid="vehicle-select"
          />
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} />} onClick={onNewVehicle}>
              {t('vehicles.select.newVehicle')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('vehicles.select.cancel')}
            </Button>
          </Group>
        </Stack>
      </Drawer.Body>
    </>
  );
}

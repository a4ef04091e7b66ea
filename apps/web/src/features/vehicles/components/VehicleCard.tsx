import type { EquipmentType, Mech } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Anchor, Card, DataList, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCar, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { customerPath } from '../../customers';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The vehicle's details (workshop §3 Vehicle): VIN, year, make, model, type, plate, mileage, engine hours, other fields, customer. */
export function VehicleCard({ mech, equipmentTypes }: { mech: Mech; equipmentTypes: EquipmentType[] | undefined }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 1 });
  const none = (
    <Text span c="dimmed" size="sm">
      {t('vehicles.detail.none')}
    </Text>
  );
  const make = mech.model?.make ?? mech.make;
  const fields = equipmentTypes?.find((type) => type.id === mech.type?.id)?.fields ?? [];
  const fieldName = (id: number, purpose: string) => fields.find((field) => field.id === id)?.name ?? t(`vehicles.purpose.${purpose}`, { defaultValue: purpose });

  return (
    <Card data-testid="vehicle-card">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size={38} radius="md" aria-hidden="true">
          <IconCar size={22} stroke={1.7} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('vehicles.detail.card')}
        </Title>
      </Group>
      <Stack gap={2} mb="md">
        <Text size="xs" c="dimmed">
          {t('vehicles.detail.vin')}
        </Text>
        {mech.serialNumber ? (
          <Text ff="monospace" fz={{ base: 'md', xs: 'lg' }} fw={700} tt="uppercase" lts={1.5} style={{ overflowWrap: 'anywhere' }} data-testid="vehicle-vin">
            {mech.serialNumber}
          </Text>
        ) : (
          none
        )}
      </Stack>
      <DataList withDivider labelWidth={140}>
        <Item label={t('vehicles.detail.year')}>{mech.modelYear ?? none}</Item>
        <Item label={t('vehicles.detail.make')}>{make?.name ?? none}</Item>
        <Item label={t('vehicles.detail.model')}>{mech.model?.name ?? none}</Item>
        <Item label={t('vehicles.detail.type')}>{mech.type?.name ?? none}</Item>
        <Item label={t('vehicles.detail.plate')}>{mech.metric.license ?? none}</Item>
        <Item label={t('vehicles.detail.mileage')}>
          {mech.metric.mileage_in !== null ? `${numbers.format(mech.metric.mileage_in)} ${t(`vehicles.unit.${mech.metric.unit}`)}` : none}
        </Item>
        {(mech.metric.engineHours !== null || fields.some((field) => field.purpose === 'ENGINE_HOURS')) && (
          <Item label={t('vehicles.detail.engineHours')}>
            {mech.metric.engineHours !== null ? t('vehicles.detail.engineHoursValue', { value: numbers.format(mech.metric.engineHours) }) : none}
          </Item>
        )}
        {mech.fieldValues.map((field) => (
          <Item key={field.equipmentFieldId} label={fieldName(field.equipmentFieldId, field.purpose)}>
            {field.value}
          </Item>
        ))}
        <Item label={t('vehicles.detail.customer')}>
          {/* gap 4: the customer's link and phone link stay 24 px apart (touch target size). */}
          <Stack gap={4}>
            <Anchor component={Link} to={customerPath(mech.customer.uuid)} fw={600} size="sm">
              {mech.customer.fullname}
            </Anchor>
            {mech.customer.mobile && (
              <Anchor href={`tel:${mech.customer.mobile}`} size="sm" c="dimmed">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconPhone size={14} aria-hidden="true" />
                  {formatPhone(mech.customer.mobile)}
                </Group>
              </Anchor>
            )}
          </Stack>
        </Item>
      </DataList>
    </Card>
  );
}

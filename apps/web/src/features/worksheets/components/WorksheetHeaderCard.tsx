import type { Worksheet } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Anchor, Card, Group, NativeSelect, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCar, IconCheck, IconChevronDown, IconPhone, IconPlus, IconUser, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { customerPath } from '../../customers';
import { useCustomerMechs } from '../../vehicles';
import { VehicleDrawer } from '../../vehicles';
import { mechPath } from '../../vehicles';
import { useVehicleName } from '../../vehicles';
import { useStatuses } from '../../statuses';
import { useUpdateWorksheet } from '../api';
import { useStatusOptions } from '../hooks/useStatusOptions';
import { useTechnicianOptions } from '../hooks/useTechnicianOptions';
import { STATUS_GROUP_COLORS } from '../../../shared/ui/statusGroupColors';
import { worksheetBody } from '../worksheetBody';
import { MenuOnDemand } from '../../../shared/ui/MenuOnDemand';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2}>
        {icon}
      </Text>
      {/* gap 4: the customer's link and phone link stay 24 px apart (touch target size). */}
      <Stack gap={4} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** The work order's header (issue 5): customer with phone, vehicle with VIN, technician and status, saved at once. */
export function WorksheetHeaderCard({ worksheet }: { worksheet: Worksheet }) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  const statuses = useStatuses('worksheet');
  const statusOptions = useStatusOptions(statuses.data);
  const technicians = useTechnicianOptions(worksheet.technician);
  const update = useUpdateWorksheet(worksheet.uuid);

  return (
    <Card data-testid="worksheet-header">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" verticalSpacing="md">
        <Fact icon={<IconUser size={18} />} label={t('worksheets.page.customer')}>
          <Anchor component={Link} to={customerPath(worksheet.customer.uuid)} fw={600} size="sm">
            {worksheet.customer.fullname}
          </Anchor>
          {worksheet.customer.mobile && (
            <Anchor href={`tel:${worksheet.customer.mobile}`} size="sm" c="dimmed" data-testid="customer-phone">
              <Group gap={4} component="span" wrap="nowrap">
                <IconPhone size={13} />
                {formatPhone(worksheet.customer.mobile)}
              </Group>
            </Anchor>
          )}
        </Fact>
        <Fact icon={<IconCar size={18} />} label={t('worksheets.page.vehicle')}>
          {worksheet.mech ? (
            <>
              <Anchor component={Link} to={mechPath(worksheet.mech.uuid)} fw={600} size="sm">
                {vehicleName(worksheet.mech)}
              </Anchor>
              <Text size="xs" c="dimmed" ff="monospace" data-testid="worksheet-vin">
                {worksheet.mech.serialNumber ? t('worksheets.page.vin', { vin: worksheet.mech.serialNumber }) : t('worksheets.page.noVin')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('worksheets.noVehicle')}
            </Text>
          )}
          <VehiclePicker worksheet={worksheet} onPick={(mechUuid) => update.mutate(worksheetBody(worksheet, { mechUuid }))} disabled={update.isPending} />
        </Fact>
        {/* Native selects, as a line's status (LineRow): a phone opens its own picker, and the page's
            first screen no longer carries Mantine's Combobox, Popover and Floating UI (~38 KB). */}
        <NativeSelect
          label={t('worksheets.page.technician')}
          data={[{ value: '', label: t('worksheets.noTechnician') }, ...technicians]}
          value={worksheet.technician?.uuid ?? ''}
          c={worksheet.technician ? undefined : 'dimmed'}
          onChange={(event) => update.mutate(worksheetBody(worksheet, { technicianUuid: event.currentTarget.value || null }))}
          disabled={update.isPending}
        />
        <NativeSelect
          label={t('worksheets.page.status')}
          data={statusOptions}
          value={String(worksheet.statusId)}
          onChange={(event) => update.mutate(worksheetBody(worksheet, { statusId: Number(event.currentTarget.value) }))}
          disabled={update.isPending}
          leftSection={<span style={{ width: 10, height: 10, borderRadius: 5, background: `var(--mantine-color-${STATUS_GROUP_COLORS[worksheet.status.group]}-6)` }} />}
          data-testid="worksheet-status-select"
        />
      </SimpleGrid>
    </Card>
  );
}

/**
 * Set or change the work order's vehicle: one of its customer's vehicles (the API accepts no
 * other), a new one for that customer, or none. The lines follow the vehicle.
 */
function VehiclePicker({ worksheet, onPick, disabled }: { worksheet: Worksheet; onPick: (mechUuid: string | null) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState(false);
  // Loaded when the menu opens, not with every work order.
  const mechs = useCustomerMechs(opened || adding ? worksheet.customer.uuid : null);
  const current = worksheet.mech?.uuid ?? null;
  return (
    <>
      <MenuOnDemand
        onChange={setOpened}
        position="bottom-start"
        withinPortal
        dropdownProps={{ 'data-testid': 'worksheet-vehicle-menu' }}
        target={
          <UnstyledButton disabled={disabled} c="var(--mantine-color-anchor)" fz="xs" fw={500} mt={2} data-testid="worksheet-vehicle-change">
            <Group gap={2} component="span" wrap="nowrap">
              {current ? t('worksheets.page.changeVehicle') : t('worksheets.page.pickVehicle')}
              <IconChevronDown size={12} />
            </Group>
          </UnstyledButton>
        }
      >
        {mechs.isPending ? (
          <MenuOnDemand.Label>{t('common.loading')}</MenuOnDemand.Label>
        ) : (mechs.data?.items ?? []).length === 0 ? (
          <MenuOnDemand.Label>{t('worksheets.create.noVehicles')}</MenuOnDemand.Label>
        ) : (
          (mechs.data?.items ?? []).map((mech) => (
            <MenuOnDemand.Item
              key={mech.uuid}
              leftSection={mech.uuid === current ? <IconCheck size={14} /> : <IconCar size={14} />}
              onClick={() => mech.uuid !== current && onPick(mech.uuid)}
            >
              {mech.serialNumber ? `${vehicleName(mech)} · ${mech.serialNumber}` : vehicleName(mech)}
            </MenuOnDemand.Item>
          ))
        )}
        <MenuOnDemand.Divider />
        <MenuOnDemand.Item leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          {t('worksheets.create.newVehicle')}
        </MenuOnDemand.Item>
        {current && (
          <MenuOnDemand.Item leftSection={<IconX size={14} />} onClick={() => onPick(null)}>
            {t('worksheets.page.removeVehicle')}
          </MenuOnDemand.Item>
        )}
      </MenuOnDemand>
      <VehicleDrawer
        opened={adding}
        onClose={() => setAdding(false)}
        customer={worksheet.customer}
        // The drawer closes itself after saving; the new vehicle is the work order's.
        onSaved={(saved) => onPick(saved.uuid)}
      />
    </>
  );
}

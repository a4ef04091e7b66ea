import type { Mech } from '@atelier/contracts';
import { Anchor, Badge, Button, Group, Stack, Table, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCar, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useRowOpener } from '../../../shared/lists/useRowOpener';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { customerPath } from '../../customers';
import { useVehicleName } from '../hooks/useVehicleName';
import { mechPath } from '../mechPath';

/** The vehicles of a page: name, VIN, plate, customer, backlog count and a 'Voir' link (workshop §2). */
export function VehiclesTable({ vehicles }: { vehicles: Mech[] }) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  const openRow = useRowOpener(mechPath);

  return (
    <ListTable
      testId="vehicles-table"
      head={
        <>
          <Table.Th>{t('vehicles.column.vehicle')}</Table.Th>
          <Table.Th visibleFrom="md">{t('vehicles.column.vin')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('vehicles.column.plate')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('vehicles.column.customer')}</Table.Th>
          <Table.Th visibleFrom="xs">{t('vehicles.column.backlog')}</Table.Th>
          <Table.Th w={1}>
            <VisuallyHidden>{t('vehicles.column.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {vehicles.map((mech) => {
        const name = vehicleName(mech);
        return (
          <Table.Tr key={mech.uuid} className={classes.row} onClick={(event) => openRow(event, mech.uuid)} data-testid="vehicle-row">
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true" visibleFrom="xs">
                  <IconCar size={20} stroke={1.7} />
                </ThemeIcon>
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  {/* On a phone the other columns are hidden: their content sits under the name. */}
                  {mech.serialNumber && (
                    <Text size="xs" c="dimmed" ff="monospace" hiddenFrom="md">
                      {mech.serialNumber}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" truncate hiddenFrom="sm">
                    {[mech.metric.license, mech.customer.fullname].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {mech.serialNumber ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {mech.metric.license ?? '—'}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Anchor component={Link} to={customerPath(mech.customer.uuid)} size="sm" className={classes.name}>
                {mech.customer.fullname}
              </Anchor>
            </Table.Td>
            <Table.Td visibleFrom="xs">
              {mech.entryCount > 0 ? (
                <Badge variant="light" color="orange" radius="sm">
                  {t('vehicles.backlogCount', { count: mech.entryCount })}
                </Badge>
              ) : (
                <Badge variant="light" color="gray" radius="sm">
                  {t('vehicles.noBacklog')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={mechPath(mech.uuid)}
                variant="subtle"
                size="compact-sm"
                rightSection={<IconChevronRight size={14} />}
                aria-label={t('vehicles.viewLabel', { name })}
              >
                {t('vehicles.view')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

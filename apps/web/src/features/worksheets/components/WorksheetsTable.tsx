import type { Worksheet } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { useRowOpener } from '../../../shared/lists/useRowOpener';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { useVehicleName } from '../../vehicles';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { worksheetPath } from '../worksheetPath';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { WorksheetBillingBadge } from './WorksheetBillingBadge';

/** Work orders, newest first; a row opens the work order. */
export function WorksheetsTable({ worksheets }: { worksheets: Worksheet[] }) {
  const { t } = useTranslation();
  const number = useWorksheetNumber();
  const vehicleName = useVehicleName();
  const { formatDate } = useDateFormatter();
  const openRow = useRowOpener(worksheetPath);

  return (
    <ListTable
      testId="worksheets-table"
      head={
        <>
          <Table.Th>{t('worksheets.column.number')}</Table.Th>
          <Table.Th>{t('worksheets.column.customer')}</Table.Th>
          <Table.Th visibleFrom="md">{t('worksheets.column.vehicle')}</Table.Th>
          <Table.Th visibleFrom="lg">{t('worksheets.column.technician')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('worksheets.column.status')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('worksheets.column.created')}</Table.Th>
        </>
      }
    >
      {worksheets.map((worksheet) => (
        <Table.Tr key={worksheet.uuid} className={classes.row} onClick={(event) => openRow(event, worksheet.uuid)} data-testid="worksheet-row">
          <Table.Td>
            <Text component={Link} to={worksheetPath(worksheet.uuid)} size="sm" className={classes.name} style={{ whiteSpace: 'nowrap' }}>
              {number(worksheet.worksheetId)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500} truncate>
                {worksheet.customer.fullname}
              </Text>
              {worksheet.customer.mobile && (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatPhone(worksheet.customer.mobile)}
                </Text>
              )}
              {/* On a phone the vehicle column is hidden: it sits under the customer. */}
              <Text size="xs" c="dimmed" truncate hiddenFrom="md">
                {worksheet.mech ? vehicleName(worksheet.mech) : t('worksheets.noVehicle')}
              </Text>
              {/* On a phone the status column is hidden: its badge sits here, in the widest
                  cell (under the number, the narrowest, a long status name was cut). */}
              <Stack hiddenFrom="sm" mt={4} miw={0} gap={4} align="flex-start">
                <StatusBadge status={worksheet.status} />
                <WorksheetBillingBadge worksheet={worksheet} />
              </Stack>
            </Stack>
          </Table.Td>
          <Table.Td visibleFrom="md">
            <Text size="sm" c={worksheet.mech ? undefined : 'dimmed'}>
              {worksheet.mech ? vehicleName(worksheet.mech) : t('worksheets.noVehicle')}
            </Text>
          </Table.Td>
          <Table.Td visibleFrom="lg">
            <Text size="sm" c={worksheet.technician ? undefined : 'dimmed'}>
              {worksheet.technician?.fullname ?? t('worksheets.noTechnician')}
            </Text>
          </Table.Td>
          <Table.Td visibleFrom="sm">
            {/* Issue 14: a done work order says it is ready to invoice, an invoiced one shows its invoice. */}
            <Stack gap={4} align="flex-start" miw={0}>
              <StatusBadge status={worksheet.status} />
              <WorksheetBillingBadge worksheet={worksheet} />
            </Stack>
          </Table.Td>
          <Table.Td visibleFrom="sm">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(worksheet.createdAt)}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

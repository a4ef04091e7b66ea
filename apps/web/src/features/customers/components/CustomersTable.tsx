import type { Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useRowOpener } from '../../../shared/lists/useRowOpener';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { SortableHeads, type SortableColumn } from '../../../shared/lists/SortableHeads';
import type { Sorting } from '../../../shared/lists/SortableTh';
import { customerPath } from '../customerPath';
import type { CustomerSort } from '../hooks/useCustomerListParams';

interface CustomersTableProps {
  customers: Customer[];
  sorting: Sorting<CustomerSort>;
}

const CUSTOMER_COLUMNS: readonly SortableColumn<CustomerSort>[] = [
  { column: 'fullname' },
  { column: 'mobile', visibleFrom: 'sm' },
  { column: 'email', visibleFrom: 'md' },
];

/** The shop's customers; a row opens the customer's page. */
export function CustomersTable({ customers, sorting }: CustomersTableProps) {
  const { t } = useTranslation();
  const openRow = useRowOpener(customerPath);

  return (
    <ListTable
      testId="customers-table"
      head={
        <>
          <SortableHeads columns={CUSTOMER_COLUMNS} texts="customers.column" sorting={sorting} />
          <Table.Th visibleFrom="sm">{t('customers.column.city')}</Table.Th>
        </>
      }
    >
      {customers.map((customer) => (
        <Table.Tr key={customer.uuid} className={classes.row} onClick={(event) => openRow(event, customer.uuid)} data-testid="customer-row">
          <Table.Td>
            <Stack gap={0} miw={0}>
              <Text component={Link} to={customerPath(customer.uuid)} size="sm" className={classes.name} truncate>
                {customer.fullname}
              </Text>
              {/* On a phone the other columns are hidden: their content sits under the name. */}
              {customer.mobile && (
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatPhone(customer.mobile)}
                </Text>
              )}
              {customer.email && (
                <Text size="xs" c="dimmed" truncate hiddenFrom="md">
                  {customer.email}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td visibleFrom="sm">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatPhone(customer.mobile)}
            </Text>
          </Table.Td>
          <Table.Td visibleFrom="md">
            <Text size="sm">{customer.email}</Text>
          </Table.Td>
          <Table.Td visibleFrom="sm">
            <Text size="sm">{customer.address?.city}</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}

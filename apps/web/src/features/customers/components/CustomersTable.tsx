import type { Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Stack, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SortableTh } from '../../users/components/SortableTh';
import classes from '../../users/components/UsersTable.module.css';
import { customerPath } from '../customerPath';
import type { CustomerSort } from '../hooks/useCustomerListParams';

interface CustomersTableProps {
  customers: Customer[];
  sort: CustomerSort;
  order: 'asc' | 'desc';
  onSort: (sort: CustomerSort) => void;
}

/** The shop's customers; a row opens the customer's page. */
export function CustomersTable({ customers, sort, order, onSort }: CustomersTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const th = (column: CustomerSort, label: string, props: { visibleFrom?: string } = {}) => (
    <SortableTh label={label} direction={sort === column ? order : null} onSort={() => onSort(column)} {...props} />
  );
  // A click on the name's own link must not navigate twice.
  const openRow = (event: MouseEvent, uuid: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(customerPath(uuid));
  };

  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid="customers-table">
        <Table.Thead className={classes.head}>
          <Table.Tr>
            {th('fullname', t('customers.column.fullname'))}
            {th('mobile', t('customers.column.mobile'), { visibleFrom: 'sm' })}
            {th('email', t('customers.column.email'), { visibleFrom: 'md' })}
            <Table.Th visibleFrom="sm">{t('customers.column.city')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

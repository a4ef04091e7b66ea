import type { InvoiceListItem } from '@atelier/contracts';
import { Anchor, Box, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { useRowOpener } from '../../../shared/lists/useRowOpener';
import { useDateFormatter } from '../../accounts';
import { worksheetPath } from '../../worksheets';
import { signedAmount } from '../invoiceAmounts';
import { invoicePath } from '../invoicePath';
import { useDocumentMoney } from '../hooks/useDocumentMoney';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Invoices and credit notes, newest first; a row opens the document. On a phone a row is a card: number, customer, amounts, badge. */
export function InvoicesTable({ invoices }: { invoices: InvoiceListItem[] }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  const money = useDocumentMoney();
  const openRow = useRowOpener(invoicePath);

  return (
    <ListTable
      testId="invoices-table"
      head={
        <>
          <Table.Th>{t('invoices.column.number')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('invoices.column.date')}</Table.Th>
          <Table.Th>{t('invoices.column.customer')}</Table.Th>
          <Table.Th visibleFrom="md">{t('invoices.column.worksheet')}</Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            {t('invoices.column.total')}
          </Table.Th>
          <Table.Th ta="right">{t('invoices.column.balance')}</Table.Th>
          <Table.Th visibleFrom="sm">{t('invoices.column.status')}</Table.Th>
        </>
      }
    >
      {invoices.map((invoice) => {
        const total = money(signedAmount(invoice.kind, invoice.total), invoice.currency);
        const balance = money(signedAmount(invoice.kind, invoice.balance), invoice.currency);
        const date = formatDate(invoice.issueDate ?? invoice.createdAt);
        return (
          <Table.Tr key={invoice.uuid} className={classes.row} onClick={(event) => openRow(event, invoice.uuid)} data-testid="invoice-row" data-kind={invoice.kind}>
            <Table.Td>
              <Stack gap={2}>
                <Text component={Link} to={invoicePath(invoice.uuid)} size="sm" className={classes.name} style={nowrap} fs={invoice.invoiceId ? undefined : 'italic'}>
                  {invoice.invoiceId ?? t('invoices.draftNumber')}
                </Text>
                {invoice.kind === 'CREDIT_NOTE' && (
                  <Text size="xs" c="dimmed" style={nowrap}>
                    {t('invoices.creditNote')}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm" style={nowrap}>
                  {date}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" style={nowrap}>
                {date}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500} truncate>
                  {invoice.customer.fullname}
                </Text>
                {invoice.worksheet && (
                  <Text size="xs" c="dimmed" truncate hiddenFrom="md">
                    {invoice.worksheet.label}
                  </Text>
                )}
                {/* On a phone the status and total columns are hidden: they sit here, in the widest cell. */}
                <Group hiddenFrom="sm" gap={6} mt={4} wrap="wrap">
                  <InvoiceStatusBadge status={invoice.status} />
                  <Text size="xs" c="dimmed" style={nowrap}>
                    {t('invoices.totalOf', { amount: total })}
                  </Text>
                </Group>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="md">
              {invoice.worksheet ? (
                <Anchor component={Link} to={worksheetPath(invoice.worksheet.uuid)} size="sm" style={nowrap}>
                  {invoice.worksheet.label}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('invoices.counterSale')}
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="sm" ta="right">
              <Text size="sm" style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
                {total}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={invoice.balance !== 0 ? 600 : undefined} style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>
                {balance}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Box>
                <InvoiceStatusBadge status={invoice.status} />
              </Box>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}

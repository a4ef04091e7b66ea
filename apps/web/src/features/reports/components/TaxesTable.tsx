import type { TaxesReport } from '@atelier/contracts/invoices';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatMoney } from '../../../shared/format/money';
import { monthLabel, taxesTable, type TaxColumn, type TaxesTableRow } from '../taxesTable';
import classes from './Report.module.css';

function rateText(rate: number, language: string | undefined): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-CA' : 'fr-CA', { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100);
}

/** 'TPS (5 %)': the tax's name and rate, as the column heads and the phone's lines read. */
function useTaxLabel() {
  const { i18n } = useTranslation();
  return (column: TaxColumn) => `${column.name} (${rateText(column.rate, i18n.resolvedLanguage)})`;
}

/**
 * The taxes report's months: sales, each tax collected, the total and the documents counted, the
 * totals row last. The table scrolls sideways on a phone; the period's totals stay below it.
 */
export function TaxesTable({ report }: { report: TaxesReport }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const money = (value: number) => formatMoney(value, report.currency, language);
  const taxLabel = useTaxLabel();
  const { columns, rows, totals } = taxesTable(report);

  const cells = (row: TaxesTableRow, strong?: boolean) => (
    <>
      <Table.Td ta="right" className={classes.number} fw={strong ? 700 : undefined} data-column="sales">
        {money(row.sales)}
      </Table.Td>
      {row.taxes.map((amount, index) => (
        <Table.Td key={columns[index]!.key} ta="right" className={classes.number} fw={strong ? 700 : undefined} data-column="tax">
          {money(amount)}
        </Table.Td>
      ))}
      <Table.Td ta="right" className={classes.number} fw={strong ? 700 : 600} data-column="total">
        {money(row.total)}
      </Table.Td>
      <Table.Td ta="right" className={classes.number} fw={strong ? 700 : undefined} data-column="invoices">
        {row.invoices}
      </Table.Td>
      <Table.Td ta="right" className={classes.number} fw={strong ? 700 : undefined} data-column="creditNotes">
        {row.creditNotes}
      </Table.Td>
    </>
  );

  return (
    <Stack gap="md">
      <Card className={classes.section} p={0} data-testid="taxes-table">
        <Table.ScrollContainer minWidth={560 + columns.length * 120}>
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reports.taxes.column.month')}</Table.Th>
                <Table.Th ta="right">{t('reports.taxes.column.sales')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {taxLabel(column)}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('reports.taxes.column.total')}</Table.Th>
                <Table.Th ta="right">{t('reports.taxes.column.invoices')}</Table.Th>
                <Table.Th ta="right">{t('reports.taxes.column.creditNotes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.period} data-testid="taxes-row">
                  <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {monthLabel(row.period!, language)}
                  </Table.Td>
                  {cells(row)}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr className={classes.totalsRow} data-testid="taxes-totals">
                <Table.Td fw={700}>{t('reports.taxes.totals')}</Table.Td>
                {cells(totals, true)}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {/* On a phone the table scrolls sideways: the period's totals stay in sight below it. */}
      <Card hiddenFrom="sm" className={classes.section} data-testid="taxes-totals-compact">
        <Stack gap={6}>
          <Text fw={700}>{t('reports.taxes.totals')}</Text>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('reports.taxes.column.sales')}</Text>
            <Text size="sm" className={classes.number}>
              {money(totals.sales)}
            </Text>
          </Group>
          {columns.map((column, index) => (
            <Group key={column.key} justify="space-between" gap="xs">
              <Text size="sm">{taxLabel(column)}</Text>
              <Text size="sm" className={classes.number}>
                {money(totals.taxes[index]!)}
              </Text>
            </Group>
          ))}
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{t('reports.taxes.column.total')}</Text>
            <Text fw={700} className={classes.number}>
              {money(totals.total)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('reports.taxes.counts', { invoices: totals.invoices, creditNotes: totals.creditNotes })}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

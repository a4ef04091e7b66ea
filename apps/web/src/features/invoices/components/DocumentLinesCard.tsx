import type { Invoice } from '@atelier/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { moneyFormatter, moneyLocale } from '../../../shared/format/money';
import { formatRate } from '../invoiceTotalsRows';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** An issued document's lines as they were frozen: description, quantity, unit price, discount, amount. */
export function DocumentLinesCard({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const locale = moneyLocale(i18n.resolvedLanguage);
  const money = moneyFormatter(locale, invoice.totals.currency);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const anyDiscount = invoice.lines.some((line) => line.discount > 0);

  return (
    <Card padding={0}>
      <Title order={2} size="h4" p="md">
        {t('invoices.lines.title')}
      </Title>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.lines.description')}</Table.Th>
              <Table.Th ta="right">{t('invoices.lines.quantity')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('invoices.lines.unitPrice')}
              </Table.Th>
              {anyDiscount && (
                <Table.Th ta="right" visibleFrom="sm">
                  {t('invoices.lines.discount')}
                </Table.Th>
              )}
              <Table.Th ta="right">{t('invoices.lines.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="invoice-line">
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {line.name}
                    </Text>
                    {line.content && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                        {line.content}
                      </Text>
                    )}
                    {/* On a phone the price and discount columns are hidden: they sit under the name. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {line.discount > 0
                        ? t('invoices.lines.unitPriceDiscount', { price: money(line.unitPrice), discount: formatRate(locale, line.discount) })
                        : t('invoices.lines.unitPriceEach', { price: money(line.unitPrice) })}
                    </Text>
                    {line.creditedQuantity > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('invoices.lines.credited', { quantity: number.format(line.creditedQuantity) })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {number.format(line.quantity)}
                </Table.Td>
                <Table.Td ta="right" style={numeric} visibleFrom="sm">
                  {money(line.unitPrice)}
                </Table.Td>
                {anyDiscount && (
                  <Table.Td ta="right" style={numeric} visibleFrom="sm">
                    {line.discount > 0 ? formatRate(locale, line.discount) : '—'}
                  </Table.Td>
                )}
                <Table.Td ta="right" style={numeric}>
                  {money(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

import type { Invoice } from '@atelier/contracts';
import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { moneyFormatter, moneyLocale } from '../../../shared/format/money';
import { invoiceTotalsRows } from '../invoiceTotalsRows';

/** Subtotal, discount, each tax, total; on an invoice the credit notes and payments, then the balance in large. */
export function InvoiceTotalsCard({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const locale = moneyLocale(i18n.resolvedLanguage);
  const rows = invoiceTotalsRows(invoice, locale);
  const showBalance = invoice.kind === 'INVOICE' && invoice.status !== 'DRAFT';
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        {t('invoices.totals.title')}
      </Title>
      <Stack gap={6} data-testid="invoice-totals">
        {rows.map((row) => (
          <Fragment key={row.key}>
            {row.key === 'total' && <Divider my={4} />}
            <Group justify="space-between" gap="sm" wrap="nowrap" data-testid={`invoice-total-${row.key}`}>
              <Text size={row.key === 'total' ? 'md' : 'sm'} fw={row.strong ? 700 : 400} c={row.strong ? undefined : 'dimmed'}>
                {row.tax ? row.label : t(row.label)}
                {row.rate && ` (${row.rate})`}
              </Text>
              <Text size={row.key === 'total' ? 'lg' : 'sm'} fw={row.strong ? 700 : 500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {row.amount}
              </Text>
            </Group>
          </Fragment>
        ))}
        {showBalance && (
          <>
            <Divider my={4} />
            <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="invoice-total-balance">
              <Text fw={700}>{t('invoices.totals.balance')}</Text>
              <Text
                size="xl"
                fw={800}
                c={invoice.totals.balance > 0 ? 'var(--mantine-color-red-light-color)' : 'var(--mantine-color-green-light-color)'}
                style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {moneyFormatter(locale, invoice.totals.currency)(invoice.totals.balance)}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

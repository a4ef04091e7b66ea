import type { InvoiceList } from '@atelier/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDocumentMoney } from '../hooks/useDocumentMoney';

/** The sums of every document the filter matches (not only this page): credit notes count negative. */
export function InvoiceListSums({ sums }: { sums: InvoiceList['sums'] }) {
  const { t } = useTranslation();
  const money = useDocumentMoney();
  return (
    <Group
      justify="flex-end"
      gap="xl"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="invoice-sums"
      aria-live="polite"
    >
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('invoices.sums.total')}
        </Text>{' '}
        <Text span fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-sums-total">
          {money(sums.total, sums.currency)}
        </Text>
      </Text>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('invoices.sums.balance')}
        </Text>{' '}
        <Text span fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-sums-balance">
          {money(sums.balance, sums.currency)}
        </Text>
      </Text>
    </Group>
  );
}

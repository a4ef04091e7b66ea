import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDateFormatter } from '../../accounts';
import { useBillingInvoices } from '../api';

/**
 * 'Historique des factures' (§2 "Billing"): the billing provider's invoices, date, number and
 * « Voir » (the provider's hosted page, new tab). Without billing there is nothing to ask for.
 */
export function InvoicesCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  const invoices = useBillingInvoices(enabled);
  const list = enabled ? invoices.data : [];

  return (
    <Card component="section" aria-labelledby="billing-invoices" data-testid="billing-invoices">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="billing-invoices">
            {t('billing.invoices.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('billing.invoices.description')}
          </Text>
        </div>
        {enabled && invoices.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('common.loading')}>
            {[0, 1].map((row) => (
              <Skeleton key={row} height={28} radius="sm" />
            ))}
          </Stack>
        ) : enabled && invoices.isError ? (
          <Alert color="red" variant="light" title={t('billing.invoices.loadError')} role="alert">
            <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void invoices.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : !list || list.length === 0 ? (
          <Group gap="sm" py="xs" data-testid="billing-invoices-empty">
            <IconReceipt size={22} aria-hidden="true" style={{ opacity: 0.5 }} />
            <Text size="sm" c="dimmed">
              {t('billing.invoices.empty')}
            </Text>
          </Group>
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="xs" layout="fixed" data-testid="billing-invoices-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('billing.invoices.date')}</Table.Th>
                <Table.Th>{t('billing.invoices.number')}</Table.Th>
                <Table.Th w={90} ta="right">
                  <VisuallyHidden>{t('billing.invoices.view')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((invoice, index) => (
                <Table.Tr key={`${invoice.number ?? ''}-${invoice.created}-${index}`}>
                  <Table.Td>{formatDate(invoice.created * 1000)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{invoice.number ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    {invoice.hosted_invoice_url && (
                      <Anchor
                        href={invoice.hosted_invoice_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        fw={600}
                        aria-label={t('billing.invoices.viewLabel', { number: invoice.number ?? '' })}
                      >
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          {t('billing.invoices.view')}
                          <IconExternalLink size={14} aria-hidden="true" />
                        </Group>
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

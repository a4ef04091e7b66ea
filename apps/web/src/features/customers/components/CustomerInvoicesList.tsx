import type { InvoiceListItem } from '@atelier/contracts/invoices';
import { Anchor, Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { showActionErrorToast } from '../../../shared/errors/showErrorToast';
import { PlanGate } from '../../../shared/plan/PlanGate';
import { useDateFormatter, useMoneyFormatter } from '../../accounts';
import { InvoiceStatusBadge, invoicePath, useCreateInvoice, useInvoices } from '../../invoices';

const SHOWN = 5;

/** "Facture 1042", "Avoir AV-3" or "Brouillon de facture". */
function documentName(invoice: InvoiceListItem, t: (key: string, values?: Record<string, string>) => string): string {
  if (invoice.kind === 'CREDIT_NOTE') return t('customers.invoices.creditNote', { number: invoice.invoiceId ?? '' });
  return invoice.invoiceId ? t('customers.invoices.invoice', { number: invoice.invoiceId }) : t('customers.invoices.draft');
}

/**
 * The customer page's invoices (issue 14; GET /api/invoices?customerUuid=): the balance the
 * customer owes (the sums of its issued, unpaid invoices), the newest five with their status, a
 * link to all, and a new invoice for this customer (a counter sale, opened as a draft).
 */
export function CustomerInvoicesList({ customerUuid }: { customerUuid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyFormatter();
  const { formatDate } = useDateFormatter();
  const list = useInvoices({ page: 1, pageSize: SHOWN, customerUuid });
  // What the customer owes: the balance of the issued invoices not paid in full (drafts owe nothing yet).
  const owed = useInvoices({ page: 1, pageSize: 1, customerUuid, status: 'SENT' });
  const create = useCreateInvoice();
  const invoices = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const balance = owed.data?.sums.balance ?? 0;

  const newInvoice = (
    <PlanGate feature="invoicing">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} />}
        loading={create.isPending}
        onClick={() =>
          create.mutate({ customerUuid }, { onSuccess: (invoice) => void navigate(invoicePath(invoice.uuid)), onError: (error) => showActionErrorToast(error) })
        }
        data-testid="customer-new-invoice"
      >
        {t('customers.invoices.new')}
      </Button>
    </PlanGate>
  );

  if (list.isPending) {
    return (
      <Stack gap="xs">
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {t('customers.invoices.loadError')}
      </Text>
    );
  }
  if (invoices.length === 0) {
    return (
      <EmptyState
        py="md"
        size="sm"
        icon={<IconFileInvoice size={22} />}
        variant="light"
        title={t('vehicles.history.invoices.empty')}
        description={t('vehicles.history.invoices.body')}
      >
        <EmptyState.Actions>{newInvoice}</EmptyState.Actions>
      </EmptyState>
    );
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" gap="sm" pb="xs" data-testid="customer-balance">
        <Text size="sm" c="dimmed">
          {t('customers.invoices.balance')}
        </Text>
        <Text fw={700} c={balance > 0 ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {money.format(balance)}
        </Text>
      </Group>
      {invoices.map((invoice) => (
        <Group
          key={invoice.uuid}
          justify="space-between"
          gap="sm"
          py="xs"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          data-testid="customer-invoice"
        >
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={invoicePath(invoice.uuid)} size="sm" fw={600}>
              {documentName(invoice, t)}
            </Anchor>
            <Text size="xs" c="dimmed" truncate>
              {[formatDate(invoice.issueDate ?? invoice.createdAt), money.format(invoice.kind === 'CREDIT_NOTE' ? -invoice.total : invoice.total)].join(' · ')}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <InvoiceStatusBadge status={invoice.status} />
            {invoice.kind === 'INVOICE' && invoice.balance > 0 && invoice.status !== 'DRAFT' && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('customers.invoices.due', { amount: money.format(invoice.balance) })}
              </Text>
            )}
          </Stack>
        </Group>
      ))}
      <Group justify="space-between" mt="sm" gap="sm">
        {total > SHOWN ? (
          <Anchor component={Link} to={`/invoices?customer=${encodeURIComponent(customerUuid)}`} size="sm">
            {t('customers.invoices.all', { count: total })}
          </Anchor>
        ) : (
          <span />
        )}
        {newInvoice}
      </Group>
    </Stack>
  );
}

import type { Invoice, InvoicePayment } from '@atelier/contracts';
import { ActionIcon, Card, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useDateFormatter } from '../../accounts';
import { useAddPayment } from '../api';
import { useDocumentMoney } from '../hooks/useDocumentMoney';
import { reversalBody, reversiblePayments } from '../paymentValues';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The invoice's payments, oldest first, reversals (negative) included; "Annuler ce paiement"
 * records the negative payment after a confirmation, a payment is never edited.
 */
export function PaymentsCard({ invoice, canFinalize }: { invoice: Invoice; canFinalize: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  const money = useDocumentMoney();
  const add = useAddPayment(invoice.uuid);
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  const reversible = reversiblePayments(invoice.payments);
  const currency = invoice.totals.currency;

  return (
    <Card padding={0} data-testid="invoice-payments">
      <Title order={2} size="h4" p="md">
        {t('invoices.payments.title')}
      </Title>
      {invoice.payments.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {t('invoices.payments.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table verticalSpacing="xs" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.payments.date')}</Table.Th>
                <Table.Th>{t('invoices.payments.method')}</Table.Th>
                <Table.Th ta="right">{t('invoices.payments.amount')}</Table.Th>
                {canFinalize && (
                  <Table.Th>
                    <VisuallyHidden>{t('invoices.payments.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.uuid} data-testid="invoice-payment">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{formatDate(payment.paidOn)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">
                        {payment.amount < 0
                          ? t('invoices.payments.reversal', { method: t(`invoices.method.${payment.method}`) })
                          : t(`invoices.method.${payment.method}`)}
                      </Text>
                      {(payment.reference || payment.createdBy) && (
                        <Text size="xs" c="dimmed">
                          {[payment.reference, payment.createdBy?.fullname].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    <Text size="sm" fw={500}>
                      {money(payment.amount, currency)}
                    </Text>
                  </Table.Td>
                  {canFinalize && (
                    <Table.Td ta="right">
                      {reversible.has(payment.uuid) && (
                        <Tooltip label={t('invoices.payments.reverse')} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('invoices.payments.reverseOf', { amount: money(payment.amount, currency), date: formatDate(payment.paidOn) })}
                            onClick={() => setReversing(payment)}
                          >
                            <IconArrowBackUp size={18} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={reversing !== null}
        onClose={() => setReversing(null)}
        onConfirm={() => reversing && add.mutate(reversalBody(reversing), { onSuccess: () => setReversing(null), onError: showErrorToast })}
        title={t('invoices.payments.reverseTitle')}
        confirmLabel={t('invoices.payments.reverse')}
        loading={add.isPending}
      >
        <Text size="sm">
          {reversing &&
            t('invoices.payments.reverseBody', {
              amount: money(reversing.amount, currency),
              date: formatDate(reversing.paidOn),
              method: t(`invoices.method.${reversing.method}`),
            })}
        </Text>
      </ConfirmModal>
    </Card>
  );
}

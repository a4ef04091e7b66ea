import type { Invoice } from '@atelier/contracts';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { useDocumentMoney } from '../hooks/useDocumentMoney';
import { invoicePath } from '../invoicePath';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

/** An invoice's credit notes, oldest first, each a link to its page; their totals count against the invoice. */
export function CreditNotesCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  const money = useDocumentMoney();
  return (
    <Card data-testid="invoice-credit-notes">
      <Title order={2} size="h4" mb="sm">
        {t('invoices.creditNotes.title')}
      </Title>
      {invoice.creditNotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.creditNotes.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {invoice.creditNotes.map((note) => (
            <Group key={note.uuid} justify="space-between" gap="sm" wrap="nowrap">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={invoicePath(note.uuid)} size="sm" fw={600}>
                  {t('invoices.page.creditNoteTitle', { number: note.invoiceId })}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDate(note.issueDate)}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {money(-note.total, invoice.totals.currency)}
                </Text>
                <InvoiceStatusBadge status={note.status} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}

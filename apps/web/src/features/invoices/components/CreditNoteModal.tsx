import type { Invoice } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { useCreateCreditNote } from '../api';
import { creditNoteBody, remainingQuantity, type CreditMode } from '../creditNoteBody';
import { useDocumentMoney } from '../hooks/useDocumentMoney';
import { invoicePath } from '../invoicePath';

/**
 * "Créer un avoir": the whole invoice (what is not yet credited) or chosen quantities of its lines
 * (each at most what remains), with a reason. The credit note is issued at once; its page opens.
 */
export function CreditNoteModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const money = useDocumentMoney();
  const create = useCreateCreditNote(invoice.uuid);
  const [mode, setMode] = useState<CreditMode>('FULL');
  const [reason, setReason] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const body = creditNoteBody(mode, reason, invoice.lines, quantities);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA', { maximumFractionDigits: 2 });

  const close = () => {
    if (create.isPending) return;
    create.reset();
    setMode('FULL');
    setReason('');
    setQuantities({});
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (creditNote) => {
        close();
        void navigate(invoicePath(creditNote.uuid));
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('invoices.credit.title', { number: invoice.invoiceId ?? '' })}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invoices.credit.body')}
          </Text>
          <SegmentedControl
            aria-label={t('invoices.credit.mode')}
            value={mode}
            onChange={(value) => setMode(value as CreditMode)}
            data={[
              { value: 'FULL', label: t('invoices.credit.full') },
              { value: 'LINES', label: t('invoices.credit.lines') },
            ]}
          />
          {mode === 'LINES' && (
            <Table.ScrollContainer minWidth={300} type="native">
              <Table verticalSpacing="xs" data-testid="credit-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoices.lines.description')}</Table.Th>
                    <Table.Th ta="right">{t('invoices.credit.remaining')}</Table.Th>
                    <Table.Th w={130}>{t('invoices.credit.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoice.lines.map((line) => {
                    const remaining = remainingQuantity(line);
                    const chosen = quantities[line.id] ?? 0;
                    return (
                      <Table.Tr key={line.id}>
                        <Table.Td>
                          <Text size="sm">{line.name}</Text>
                          <Text size="xs" c="dimmed">
                            {money(line.amount, invoice.totals.currency)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Text size="sm">{number.format(remaining)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <NumberInput
                            aria-label={t('invoices.credit.quantityOf', { name: line.name })}
                            value={chosen || ''}
                            min={0}
                            max={remaining}
                            decimalScale={2}
                            allowNegative={false}
                            disabled={remaining === 0}
                            error={chosen > remaining ? t('invoices.credit.tooMuch', { max: number.format(remaining) }) : undefined}
                            onChange={(value) => setQuantities({ ...quantities, [line.id]: typeof value === 'number' ? value : Number(value) || 0 })}
                            size="xs"
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <GrowingTextarea
            label={t('invoices.credit.reason')}
            required
            maxLength={500}
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {create.error && <ErrorAlert error={create.error.body} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!body} loading={create.isPending}>
              {t('invoices.credit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { CustomerSearchSelect, type CustomerOption } from '../../customers';
import { useCreateInvoice } from '../api';
import { invoicePath } from '../invoicePath';

/** A counter sale (issue 14): a draft for a customer, without a work order; it opens on creation. */
export function NewInvoiceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);

  const close = () => {
    if (create.isPending) return;
    create.reset();
    setCustomer(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!customer) return;
    create.mutate({ customerUuid: customer.uuid }, { onSuccess: (invoice) => void navigate(invoicePath(invoice.uuid)) });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invoices.create.title')} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invoices.create.body')}
          </Text>
          <CustomerSearchSelect label={t('invoices.create.customer')} value={customer} onChange={setCustomer} required autoFocus data-testid="new-invoice-customer" />
          {create.error && <ErrorAlert error={create.error.body} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!customer} loading={create.isPending}>
              {t('invoices.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import type { Invoice } from '@atelier/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { notify } from '../../../shared/notifications/notify';
import { useSendInvoice } from '../api';

/** "Envoyer par courriel": the PDF and the customer's link, to the customer's email unless another is typed; sent by the job runner. */
export function SendInvoiceModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendInvoice(invoice.uuid);
  const [to, setTo] = useState(invoice.customer.email ?? '');
  const close = () => {
    if (send.isPending) return;
    send.reset();
    setTo(invoice.customer.email ?? '');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to: to.trim() || undefined },
      {
        onSuccess: (result) => {
          notify({ color: 'teal', message: t('invoices.send.queued', { to: result.to }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invoices.send.title')} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invoices.send.body', { language: t(`language.switchTo.${invoice.language}`) })}
          </Text>
          <TextInput
            type="email"
            label={t('invoices.send.to')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            required
            maxLength={254}
            data-autofocus
          />
          {send.error && <ErrorAlert error={send.error.body} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!to.trim()} loading={send.isPending}>
              {t('invoices.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

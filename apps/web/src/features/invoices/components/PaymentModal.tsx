import { PAYMENT_METHODS, type Invoice, type PaymentMethod } from '@atelier/contracts';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAccountPreferences } from '../../../shared/account/api';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { currencyInputFormat } from '../../../shared/format/currencyInput';
import { moneyLocale } from '../../../shared/format/money';
import { MoneyInput } from '../../../shared/ui/MoneyInput';
import { shopToday } from '../../timelog';
import { useAddPayment } from '../api';
import { paymentBody, type PaymentFormValues } from '../paymentValues';

/** "Enregistrer un paiement": the amount prefilled with the balance, today's date, one of the 6 methods, a reference. */
export function PaymentModal({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useAccountPreferences();
  const add = useAddPayment(invoice.uuid);
  const initial = (): PaymentFormValues => ({
    amount: invoice.totals.balance > 0 ? invoice.totals.balance : '',
    paidOn: shopToday(dateTime.timezone),
    method: null,
    reference: '',
  });
  const [values, setValues] = useState<PaymentFormValues>(initial);
  const body = paymentBody(values);
  const format = currencyInputFormat(moneyLocale(i18n.resolvedLanguage), invoice.totals.currency);

  const close = () => {
    if (add.isPending) return;
    add.reset();
    setValues(initial());
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body) add.mutate(body, { onSuccess: close });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('invoices.payment.title')} centered radius="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MoneyInput
            label={t('invoices.payment.amount')}
            format={format}
            value={values.amount}
            onChange={(value) => setValues({ ...values, amount: value === '' ? '' : Number(value) })}
            required
            data-autofocus
          />
          <TextInput
            type="date"
            label={t('invoices.payment.paidOn')}
            value={values.paidOn}
            onChange={(event) => setValues({ ...values, paidOn: event.currentTarget.value })}
            required
          />
          <Select
            label={t('invoices.payment.method')}
            placeholder={t('invoices.payment.methodPlaceholder')}
            data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`invoices.method.${method}`) }))}
            value={values.method}
            onChange={(value) => setValues({ ...values, method: value as PaymentMethod | null })}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('invoices.payment.reference')}
            description={t('invoices.payment.referenceHint')}
            maxLength={120}
            value={values.reference}
            onChange={(event) => setValues({ ...values, reference: event.currentTarget.value })}
          />
          {add.error && <ErrorAlert error={add.error.body} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!body} loading={add.isPending}>
              {t('invoices.payment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

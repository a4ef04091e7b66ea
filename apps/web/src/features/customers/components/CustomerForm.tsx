import type { ApiError, Customer } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { AddressFields } from '../../brands';
import { useCreateCustomer, useUpdateCustomer } from '../api';
import { CUSTOMER_FORM_FIELDS, customerFormErrors, customerFormValues, toCustomerInput, type CustomerFormValues } from '../customerFormValues';

interface CustomerFormProps {
  customer: Customer | null;
  onDone: (customer: Customer | null) => void;
}

/** Full name (required), email, mobile (formatted as typed) and an optional billing address. */
export function CustomerForm({ customer, onDone }: CustomerFormProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [failure, setFailure] = useState<ApiError | null>(null);

  const form = useForm<CustomerFormValues>({
    initialValues: customerFormValues(customer),
    validate: customerFormErrors,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const body = toCustomerInput(values, !!customer?.address);
      const saved = customer ? await update.mutateAsync({ uuid: customer.uuid, body }) : await create.mutateAsync(body);
      notify({ color: 'green', message: customer ? t('success.update') : t('customers.created', { name: saved.fullname }) });
      onDone(saved);
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, apiError, CUSTOMER_FORM_FIELDS);
      // Errors the fields already show need no second telling.
      const unshown = apiError.details.length === 0 || apiError.details.some((d) => !(CUSTOMER_FORM_FIELDS as readonly string[]).includes(d.field));
      setFailure(unshown ? apiError : null);
    }
  });

  const input = (field: 'fullname' | 'email' | 'mobile') => {
    const props = form.getInputProps(field);
    return { ...props, error: errorText(props.error) };
  };
  const pending = create.isPending || update.isPending;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && <ErrorAlert error={failure} />}
        <TextInput label={t('customers.field.fullname')} required autoComplete="off" data-autofocus {...input('fullname')} />
        <TextInput
          label={t('customers.field.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...input('mobile')}
          // Spaced as the shell spec §5 shows phone numbers, while typing.
          onChange={(event) => form.setFieldValue('mobile', formatPhone(event.currentTarget.value))}
        />
        <TextInput label={t('customers.field.email')} type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} {...input('email')} />
        <Switch
          label={t('customers.field.withAddress')}
          description={t('customers.field.withAddressHint')}
          {...form.getInputProps('withAddress', { type: 'checkbox' })}
          mt="xs"
        />
        {form.values.withAddress && <AddressFields form={form} optional withName={false} />}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={() => onDone(null)} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!!customer && !form.isDirty()}>
            {customer ? t('customers.drawer.submitUpdate') : t('customers.drawer.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { ApiError } from '@atelier/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { currencyInputFormat } from '../../../shared/format/currencyInput';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useAccount, useUpdatePreferences } from '../../../shared/account/api';
import { mergeAccountPreferences } from '../../../shared/account/mergeAccountPreferences';
import { useDeleteTax, useSaveTaxes, useTaxes } from '../api';
import { FeesCard } from '../components/FeesCard';
import { NumberingCard } from '../components/NumberingCard';
import { TaxesCard } from '../components/TaxesCard';
import {
  invoicingFormValues,
  PREFERENCE_FIELDS,
  preferencesBody,
  taxesBody,
  taxGroupRows,
  validateInvoicingForm,
  withoutTax,
  type InvoicingFormValues,
} from '../invoicingForm';

/**
 * /settings/invoice (workshop §2 "Invoicing settings"): fees (standard hourly rate), invoice
 * numbering (start number, minimum 1) and taxes grouped by tax group; one Save for the page,
 * enabled once something changed. Preferences go through PUT /api/account/preferences, taxes
 * through PATCH /api/taxes with the whole list.
 */
export function InvoicingPage() {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const taxes = useTaxes();
  const updatePreferences = useUpdatePreferences();
  const saveTaxes = useSaveTaxes();
  const deleteTax = useDeleteTax();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  const form = useForm<InvoicingFormValues>({
    initialValues: { hourlyRate: 0, invoiceStartNumber: 1, list: [] },
    validate: validateInvoicingForm,
  });
  const stored = account.data?.preferences;
  const storedTaxes = taxes.data?.list;
  const { initialize } = form;
  useEffect(() => {
    // Once: later cache updates (a deleted tax) must not wipe what the user is typing.
    if (stored && storedTaxes) initialize(invoicingFormValues(mergeAccountPreferences(stored), storedTaxes));
  }, [stored, storedTaxes, initialize]);

  const preferences = mergeAccountPreferences(stored ?? null);
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  const money = currencyInputFormat(locale, preferences.currency);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const preferencesDirty = form.isDirty('hourlyRate') || form.isDirty('invoiceStartNumber');
    const taxesDirty = form.isDirty('list');
    try {
      let next = form.getInitialValues();
      if (preferencesDirty) {
        const saved = mergeAccountPreferences((await updatePreferences.mutateAsync(preferencesBody(values))).preferences);
        next = { ...next, hourlyRate: saved.hourlyRates.valuePerUnit, invoiceStartNumber: saved.invoiceStartNumber };
        form.setInitialValues(next);
      }
      if (taxesDirty) {
        const saved = await saveTaxes.mutateAsync(taxesBody(values.list));
        next = { ...next, list: taxGroupRows(saved.list) };
      }
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      notify({ color: 'teal', message: t('success.update') });
    } catch (error) {
      const apiError = toApiError(error);
      let onField = false;
      for (const detail of apiError.details) {
        const field = PREFERENCE_FIELDS[detail.field] ?? (detail.field.startsWith('list.') ? detail.field : undefined);
        if (!field) continue;
        form.setFieldError(field, `error.${detail.message}`);
        onField = true;
      }
      if (!onField) setFailure(apiError);
    }
  });

  const askDelete = (g: number, i: number) => {
    const tax = form.values.list[g]?.taxes[i];
    if (!tax) return;
    if (tax.id === undefined) form.removeListItem(`list.${g}.taxes`, i);
    else setDeleting({ id: tax.id, name: tax.name.trim() || t('invoicing.taxes.row', { index: i + 1 }) });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTax.mutateAsync(deleting.id);
    } catch {
      // The shared error toast already told the user; the tax stays.
      setDeleting(null);
      return;
    }
    // Gone from both sides, so the page stays dirty only for the other edits.
    form.setInitialValues({ ...form.getInitialValues(), list: withoutTax(form.getInitialValues().list, deleting.id) });
    form.setFieldValue('list', withoutTax(form.values.list, deleting.id));
    notify({ color: 'teal', message: t('invoicing.taxes.deleted', { name: deleting.name }) });
    setDeleting(null);
  };

  const header = <PageHeader title={t('invoicing.title')} description={t('invoicing.description')} />;
  if (account.isError || taxes.isError || !stored || !storedTaxes || !form.initialized) {
    const failed =
      account.isError || taxes.isError ? { title: t('invoicing.loadFailed'), onRetry: () => void Promise.all([account.refetch(), taxes.refetch()]) } : undefined;
    return <PageLoadState header={header} failed={failed} skeleton={[140, 120, 280]} />;
  }

  const dirty = form.isDirty();
  const saving = updatePreferences.isPending || saveTaxes.isPending;

  return (
    <div>
      {header}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={900}>
          {failure && <ErrorAlert error={failure} />}
          <FeesCard form={form} money={money} />
          <NumberingCard form={form} />
          <TaxesCard form={form} decimalSeparator={money.decimalSeparator} onDelete={askDelete} />
          <Group justify="flex-end" gap="sm">
            {dirty && (
              <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
                {t('invoicing.unsaved')}
              </Text>
            )}
            {dirty && (
              <Button variant="default" onClick={() => form.reset()} disabled={saving}>
                {t('invoicing.discard')}
              </Button>
            )}
            <Button type="submit" disabled={!dirty} loading={saving}>
              {t('invoicing.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={t('invoicing.taxes.confirmTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('invoicing.taxes.confirm')}
        loading={deleteTax.isPending}
      >
        <Text size="sm">{t('invoicing.taxes.confirmBody')}</Text>
      </ConfirmModal>
    </div>
  );
}

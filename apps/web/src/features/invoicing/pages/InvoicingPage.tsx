import type { ApiError } from '@atelier/contracts';
import { EMPTY_LEGAL_IDENTITY } from '@atelier/contracts/legal-identity';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { currencyInputFormat } from '../../../shared/format/currencyInput';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useAccount, useUpdatePreferences } from '../../../shared/account/api';
import { mergeAccountPreferences } from '../../../shared/account/mergeAccountPreferences';
import { useCan } from '../../../shared/permissions/useCan';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useShopName, useWorkspace } from '../../brands';
import { useDeleteTax, useLegalIdentity, useSaveLegalIdentity, useSaveTaxes, useTaxes } from '../api';
import { FeesCard } from '../components/FeesCard';
import { LegalIdentityCard } from '../components/LegalIdentityCard';
import {
  LEGAL_FIELDS,
  legalIdentityBody,
  legalIdentityFormValues,
  proposedLatePenalty,
  shopCountry,
  validateLegalIdentity,
  type LegalIdentityFormValues,
} from '../legalIdentityForm';
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
 * numbering (start number, minimum 1), taxes grouped by tax group and the shop's legal identity
 * (issue 14); one Save for the page, enabled once something changed. Preferences go through
 * PUT /api/account/preferences, taxes through PATCH /api/taxes with the whole list, the legal
 * identity through PUT /api/invoicing/legal-identity (invoices:finalize; read-only otherwise).
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
  const legalIdentity = useLegalIdentity();
  const saveLegal = useSaveLegalIdentity();
  const canFinalize = useCan('invoices:finalize');
  const country = shopCountry(useWorkspace().brand?.address);
  const shopName = useShopName();

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

  // The legal identity loads on its own: its card waits for it, the rest of the page does not.
  const legal = useForm<LegalIdentityFormValues>({
    initialValues: legalIdentityFormValues(EMPTY_LEGAL_IDENTITY),
    validate: validateLegalIdentity,
    validateInputOnBlur: true,
  });
  const storedLegal = legalIdentity.data;
  const { initialize: initializeLegal, setFieldValue: setLegalValue, getValues: legalValues } = legal;
  useEffect(() => {
    if (!storedLegal) return;
    // Once (later answers must not wipe what is being typed).
    initializeLegal(legalIdentityFormValues(storedLegal));
    // A French shop without a late-payment mention is offered the usual one, to save (unsaved until then).
    const proposed = proposedLatePenalty(legalValues(), country);
    if (proposed && canFinalize) setLegalValue('latePaymentPenalty', proposed);
  }, [storedLegal, country, canFinalize, initializeLegal, setLegalValue, legalValues]);

  const preferences = mergeAccountPreferences(stored ?? null);
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  const money = currencyInputFormat(locale, preferences.currency);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const preferencesDirty = form.isDirty('hourlyRate') || form.isDirty('invoiceStartNumber');
    const taxesDirty = form.isDirty('list');
    const legalChanged = canFinalize && legal.initialized && legal.isDirty();
    if (legalChanged && legal.validate().hasErrors) return;
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
      if (legalChanged) {
        const saved = legalIdentityFormValues(await saveLegal.mutateAsync(legalIdentityBody(legal.getValues())));
        legal.setInitialValues(saved);
        legal.setValues(saved);
        legal.resetDirty(saved);
      }
      notify({ color: 'teal', message: t('success.update') });
    } catch (error) {
      const apiError = toApiError(error);
      let onField = false;
      if (legalChanged && apiError.details.some((detail) => LEGAL_FIELDS.includes(detail.field))) {
        applyServerFieldErrors(legal, apiError, LEGAL_FIELDS);
        onField = true;
      }
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

  const legalDirty = legal.initialized && legal.isDirty();
  const dirty = form.isDirty() || legalDirty;
  const saving = updatePreferences.isPending || saveTaxes.isPending || saveLegal.isPending;
  const proposedPenalty =
    !!storedLegal && legalDirty && canFinalize && proposedLatePenalty(legalIdentityFormValues(storedLegal), country) === legal.values.latePaymentPenalty;

  return (
    <div>
      {header}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={900}>
          {failure && <ErrorAlert error={failure} />}
          <FeesCard form={form} money={money} />
          <NumberingCard form={form} />
          <TaxesCard form={form} decimalSeparator={money.decimalSeparator} onDelete={askDelete} />
          <LegalIdentityCard
            form={legal}
            country={country}
            state={legal.initialized ? 'ready' : legalIdentity.isError ? { failed: () => void legalIdentity.refetch() } : 'loading'}
            readOnly={!canFinalize}
            proposedPenalty={proposedPenalty}
            shopName={shopName}
          />
          <Group justify="flex-end" gap="sm">
            {dirty && (
              <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
                {t('invoicing.unsaved')}
              </Text>
            )}
            {dirty && (
              <Button
                variant="default"
                onClick={() => {
                  form.reset();
                  legal.reset();
                }}
                disabled={saving}
              >
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

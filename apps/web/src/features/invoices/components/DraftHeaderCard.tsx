import type { Invoice, InvoiceLanguage, UpdateInvoiceBody } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { Card, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { CustomerSearchSelect } from '../../customers';
import { useCustomerMechs, useVehicleName } from '../../vehicles';
import { usePatchInvoice } from '../api';

/**
 * A draft's header (issue 14), saved with PATCH as each field is left or picked: customer, vehicle
 * of that customer, mileage, due date, language of the document, business customer and its tax
 * number, notes. Changing the customer drops a vehicle that is not theirs.
 */
export function DraftHeaderCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  const patch = usePatchInvoice(invoice.uuid);
  const mechs = useCustomerMechs(invoice.customer.uuid);
  const [mileage, setMileage] = useState<number | ''>(invoice.mech?.mileage ?? '');
  const [taxNumber, setTaxNumber] = useState(invoice.customerTaxNumber ?? '');
  const [notes, setNotes] = useState(invoice.notes ?? '');
  // The server's values once saved (or changed elsewhere) reach the inputs.
  useEffect(() => {
    setMileage(invoice.mech?.mileage ?? '');
    setTaxNumber(invoice.customerTaxNumber ?? '');
    setNotes(invoice.notes ?? '');
  }, [invoice.mech?.mileage, invoice.customerTaxNumber, invoice.notes]);

  const save = (body: UpdateInvoiceBody) => patch.mutate(body);
  const vehicles = (mechs.data?.items ?? []).map((mech) => ({
    value: mech.uuid,
    label: mech.serialNumber ? `${vehicleName(mech)} · ${mech.serialNumber}` : vehicleName(mech),
  }));
  // The draft's vehicle is listed even before the customer's vehicles are in.
  if (invoice.mech && !vehicles.some((v) => v.value === invoice.mech?.uuid)) vehicles.unshift({ value: invoice.mech.uuid, label: invoice.mech.description });

  return (
    <Card data-testid="invoice-draft-header">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="md">
          <CustomerSearchSelect
            label={t('invoices.draft.customer')}
            value={{ uuid: invoice.customer.uuid, fullname: invoice.customer.fullname, mobile: invoice.customer.mobile }}
            onChange={(picked) => picked && picked.uuid !== invoice.customer.uuid && save({ customerUuid: picked.uuid, mechUuid: null })}
            required
          />
          <Select
            label={t('invoices.draft.vehicle')}
            placeholder={mechs.isPending ? t('common.loading') : t('invoices.summary.noVehicle')}
            data={vehicles}
            value={invoice.mech?.uuid ?? null}
            onChange={(value) => save({ mechUuid: value })}
            clearable
            nothingFoundMessage={t('invoices.draft.noVehicles')}
            disabled={patch.isPending}
          />
          <NumberInput
            label={t('invoices.draft.mileage')}
            value={mileage}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=" "
            suffix={invoice.mech ? ` ${t(`invoices.unit.${invoice.mech.unit}`)}` : undefined}
            disabled={!invoice.mech}
            onChange={(value) => setMileage(typeof value === 'number' ? value : '')}
            onBlur={() => {
              const next = mileage === '' ? null : mileage;
              if (next !== (invoice.mech?.mileage ?? null)) save({ mileage: next });
            }}
          />
          <TextInput
            type="date"
            label={t('invoices.draft.dueDate')}
            description={invoice.dueDate ? undefined : t('invoices.draft.dueDateDefault')}
            value={invoice.dueDate ?? ''}
            onChange={(event) => save({ dueDate: event.currentTarget.value || null })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="invoice-language-label">
              {t('invoices.draft.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="invoice-language-label"
              value={invoice.language}
              onChange={(value) => save({ language: value as InvoiceLanguage })}
              data={[
                { value: 'fr', label: t('language.switchTo.fr') },
                { value: 'en', label: t('language.switchTo.en') },
              ]}
            />
          </Stack>
          <Switch
            mt={{ base: 0, sm: 28 }}
            label={t('invoices.draft.businessCustomer')}
            checked={invoice.businessCustomer}
            onChange={(event) => save({ businessCustomer: event.currentTarget.checked })}
          />
          {invoice.businessCustomer && (
            <TextInput
              label={t('invoices.draft.taxNumber')}
              description={t('invoices.draft.taxNumberHint')}
              value={taxNumber}
              maxLength={40}
              onChange={(event) => setTaxNumber(event.currentTarget.value)}
              onBlur={() => taxNumber.trim() !== (invoice.customerTaxNumber ?? '') && save({ customerTaxNumber: taxNumber.trim() || null })}
            />
          )}
        </SimpleGrid>
        <GrowingTextarea
          label={t('invoices.draft.notes')}
          description={t('invoices.draft.notesHint')}
          minRows={2}
          maxRows={8}
          maxLength={5000}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          onBlur={() => notes.trim() !== (invoice.notes ?? '') && save({ notes: notes.trim() || null })}
        />
      </Stack>
    </Card>
  );
}

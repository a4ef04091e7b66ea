import { Card, NumberInput, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import type { InvoicingFormValues } from '../invoicingForm';
import classes from './NumberingCard.module.css';

/** 'Numérotation des factures': the start number, minimum 1 (workshop §5). */
export function NumberingCard({ form }: { form: UseFormReturnType<InvoicingFormValues> }) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  return (
    <Card component="section" aria-labelledby="invoicing-numbering">
      <Stack gap="md">
        <Title order={2} size="h4" id="invoicing-numbering">
          {t('invoicing.numbering.title')}
        </Title>
        <NumberInput
          label={t('invoicing.numbering.startNumber')}
          description={t('invoicing.numbering.help')}
          required
          min={1}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          maw={560}
          classNames={{ wrapper: classes.wrapper }}
          {...form.getInputProps('invoiceStartNumber')}
          error={errorText(form.errors.invoiceStartNumber)}
        />
      </Stack>
    </Card>
  );
}

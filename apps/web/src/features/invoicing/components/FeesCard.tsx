import { Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n/useTranslation';
import type { CurrencyInputFormat } from '../../../shared/format/currencyInput';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import type { InvoicingFormValues } from '../invoicingForm';
import { MoneyInput } from '../../../shared/ui/MoneyInput';

/** 'Frais': the standard hourly rate in the account currency (preferences.hourlyRates). */
export function FeesCard({ form, money }: { form: UseFormReturnType<InvoicingFormValues>; money: CurrencyInputFormat }) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  return (
    <Card component="section" aria-labelledby="invoicing-fees">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="invoicing-fees">
            {t('invoicing.fees.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('invoicing.fees.description')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={560}>
          <MoneyInput
            label={t('invoicing.fees.hourlyRate')}
            format={money}
            hideControls={false}
            required
            step={1}
            {...form.getInputProps('hourlyRate')}
            error={errorText(form.errors.hourlyRate)}
          />
          <Select
            label={t('invoicing.fees.rateType')}
            data={[{ value: 'STANDARD', label: t('invoicing.fees.standard') }]}
            value="STANDARD"
            allowDeselect={false}
            readOnly
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

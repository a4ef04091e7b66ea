import { modelYearOptions } from '@atelier/contracts/vehicle-constants';
import { Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import type { VehicleInputs } from '../equipmentInputs';
import type { VehicleFormValues } from '../vehicleFormValues';
import { MakeSelect } from './MakeSelect';
import { ModelSelect } from './ModelSelect';
import { VinField } from './VinField';

interface VehicleFieldsProps {
  form: UseFormReturnType<VehicleFormValues>;
  inputs: VehicleInputs;
}

/** The vehicle's inputs, as its equipment type asks (workshop §3 purposes), labelled with the type's field names. */
export function VehicleFields({ form, inputs }: VehicleFieldsProps) {
  const { t, i18n } = useTranslation();
  const errorText = useTranslatedError();
  const values = form.values;
  const error = (field: string) => errorText(form.errors[field]);
  const { standard, extra } = inputs;
  const thousands = i18n.resolvedLanguage === 'en' ? ',' : ' ';

  // §5, §9: the current year and the 50 before it; an older stored year stays choosable.
  const years = useMemo(() => {
    const list = modelYearOptions().map(String);
    if (values.modelYear && !list.includes(values.modelYear)) list.push(values.modelYear);
    return list;
  }, [values.modelYear]);

  return (
    <Stack gap="md">
      {standard.MAKE_MODEL_YEAR && (
        <SimpleGrid minColWidth={170} type="container" spacing="sm" verticalSpacing="sm">
          <MakeSelect
            value={values.make}
            onChange={(make) => {
              form.setFieldValue('make', make);
              // A model belongs to its make.
              if (make?.id !== values.make?.id) form.setFieldValue('model', null);
              form.clearFieldError('make');
            }}
            error={error('make')}
          />
          <ModelSelect
            key={values.make?.id ?? 'none'}
            make={values.make}
            value={values.model}
            onChange={(model) => {
              form.setFieldValue('model', model);
              form.clearFieldError('model');
            }}
            error={error('model')}
          />
          <Select
            label={t('vehicles.field.year')}
            placeholder={t('vehicles.field.yearPlaceholder')}
            data={years}
            searchable
            clearable
            value={values.modelYear}
            onChange={(year) => {
              form.setFieldValue('modelYear', year);
              form.clearFieldError('modelYear');
            }}
            error={error('modelYear')}
            data-testid="year-select"
          />
        </SimpleGrid>
      )}

      {standard.SERIAL_NUMBER && <VinField form={form} label={standard.SERIAL_NUMBER.label ?? t('vehicles.field.vin')} />}

      {(standard.REGISTRATION || standard.MILEAGE) && (
        <SimpleGrid minColWidth={200} type="container" spacing="sm" verticalSpacing="sm">
          {standard.REGISTRATION && (
            <TextInput
              label={standard.REGISTRATION.label ?? t('vehicles.field.plate')}
              autoComplete="off"
              {...form.getInputProps('license')}
              onChange={(event) => form.setFieldValue('license', event.currentTarget.value.toUpperCase())}
              error={error('license')}
              maxLength={20}
            />
          )}
          {standard.MILEAGE && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <NumberInput
                label={standard.MILEAGE.label ?? t('vehicles.field.mileage')}
                min={0}
                allowNegative={false}
                allowDecimal={false}
                thousandSeparator={thousands}
                hideControls
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps('mileage')}
                error={error('mileage')}
              />
              <SegmentedControl
                aria-label={t('vehicles.field.unit')}
                data={[
                  { value: 'km', label: t('vehicles.unit.km') },
                  { value: 'mi', label: t('vehicles.unit.mi') },
                ]}
                value={values.unit}
                onChange={(unit) => form.setFieldValue('unit', unit as VehicleFormValues['unit'])}
                mb={error('mileage') ? 22 : 0}
              />
            </Group>
          )}
        </SimpleGrid>
      )}

      {standard.ENGINE_HOURS && (
        <NumberInput
          label={standard.ENGINE_HOURS.label ?? t('vehicles.field.engineHours')}
          min={0}
          allowNegative={false}
          decimalScale={1}
          thousandSeparator={thousands}
          suffix=" h"
          hideControls
          maw={260}
          {...form.getInputProps('engineHours')}
          error={error('engineHours')}
        />
      )}

      {extra.map((field) => (
        <TextInput
          key={field.id}
          label={field.name}
          autoComplete="off"
          maxLength={500}
          value={values.fieldValues[String(field.id)] ?? ''}
          onChange={(event) => form.setFieldValue(`fieldValues.${field.id}`, event.currentTarget.value)}
          error={error(`fieldValues.${field.id}`)}
        />
      ))}
    </Stack>
  );
}

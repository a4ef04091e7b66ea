import { BOOKING_BAY_NAME_MAX, BOOKING_BAYS_MAX } from '@atelier/contracts/booking-constants';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBuildingWarehouse, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { moved, newRowKey, type BookingFormValues } from '../bookingForm';
import { BookingSection } from './BookingSection';
import { RowActions } from './RowActions';
import classes from './BookingSettings.module.css';

/** 5. The bays, in the calendar's column order: add, rename, move up or down, remove (archived, never deleted). */
export function BaysSection({ form, readOnly }: { form: UseFormReturnType<BookingFormValues>; readOnly: boolean }) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const bays = form.values.bays;

  const add = () => {
    const names = new Set(form.getValues().bays.map((bay) => bay.name.trim().toLowerCase()));
    let n = bays.length + 1;
    while (names.has(t('bookingSettings.bays.newName', { index: n }).toLowerCase())) n++;
    form.insertListItem('bays', { key: newRowKey(), name: t('bookingSettings.bays.newName', { index: n }) });
  };

  return (
    <BookingSection id="bays" icon={IconBuildingWarehouse} title={t('bookingSettings.bays.title')} description={t('bookingSettings.bays.description')}>
      {bays.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookingSettings.bays.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {bays.map((bay, index) => {
            const label = t('bookingSettings.bays.row', { index: index + 1 });
            return (
              <Paper key={bay.key} role="group" aria-label={label} withBorder radius="md" p="xs" pl="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dimmed" fw={600} className={classes.position} aria-hidden="true">
                    {index + 1}
                  </Text>
                  <TextInput
                    aria-label={t('bookingSettings.bays.name')}
                    style={{ flex: 1 }}
                    maxLength={BOOKING_BAY_NAME_MAX}
                    required
                    {...form.getInputProps(`bays.${index}.name`)}
                    error={errorText(form.errors[`bays.${index}.name`])}
                  />
                  {!readOnly && (
                    <RowActions
                      name={bay.name.trim() || label}
                      index={index}
                      count={bays.length}
                      onMove={(by) => form.setFieldValue('bays', moved(form.getValues().bays, index, by))}
                      onRemove={() => form.removeListItem('bays', index)}
                    />
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Group gap="xs" wrap="nowrap" c="dimmed" align="flex-start">
        <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
        <Text size="sm">{t('bookingSettings.bays.removeHelp')}</Text>
      </Group>
      {!readOnly && bays.length < BOOKING_BAYS_MAX && (
        <div>
          <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={add}>
            {t('bookingSettings.bays.add')}
          </Button>
        </div>
      )}
    </BookingSection>
  );
}

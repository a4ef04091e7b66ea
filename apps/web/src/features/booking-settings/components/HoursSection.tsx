import { WEEKDAYS } from '@atelier/contracts/booking-constants';
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClock, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { copyMondayToWeekdays, invalidHoursField, type BookingFormValues } from '../bookingForm';
import { BookingSection } from './BookingSection';
import classes from './BookingSettings.module.css';

function DayHoursRow({ form, index }: { form: UseFormReturnType<BookingFormValues>; index: number }) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const day = form.values.hours[index]!;
  const name = t(`bookingSettings.hours.days.${WEEKDAYS[index]}`);
  const path = `hours.${index}` as const;
  const error = form.errors[path];
  // The row's message names the rule; the input it points at turns red.
  const bad = error ? invalidHoursField(day) : null;
  const errorId = `booking-hours-${index}-error`;
  const time = (field: 'from' | 'to' | 'breakStart' | 'breakEnd', label: string, invalid: boolean) => (
    <TextInput
      type="time"
      aria-label={label}
      size="sm"
      className={classes.time}
      value={day[field]}
      onChange={(event) => form.setFieldValue(`${path}.${field}`, event.currentTarget.value)}
      onBlur={() => form.validateField(path)}
      error={invalid}
      aria-describedby={invalid ? errorId : undefined}
      required
    />
  );
  return (
    <div role="group" aria-label={name} className={classes.dayRow} data-open={day.open || undefined}>
      <Switch
        className={classes.dayName}
        label={name}
        aria-label={t('bookingSettings.hours.dayOpen', { day: name })}
        checked={day.open}
        onChange={(event) => {
          form.setFieldValue(`${path}.open`, event.currentTarget.checked);
          form.clearFieldError(path);
        }}
        styles={{ label: { fontWeight: 600 } }}
      />
      {day.open ? (
        <>
          <Group gap={6} wrap="nowrap" className={classes.span}>
            {time('from', t('bookingSettings.hours.from'), bad === 'from')}
            <Text c="dimmed" aria-hidden="true">
              –
            </Text>
            {time('to', t('bookingSettings.hours.to'), bad === 'to')}
          </Group>
          <Group gap={6} className={classes.lunch}>
            <Checkbox
              label={t('bookingSettings.hours.lunch')}
              checked={day.lunch}
              onChange={(event) => {
                form.setFieldValue(`${path}.lunch`, event.currentTarget.checked);
                form.clearFieldError(path);
              }}
              size="sm"
            />
            {day.lunch && (
              // One unit: on a phone both times go under the checkbox together.
              <Group gap={6} wrap="nowrap">
                {time('breakStart', t('bookingSettings.hours.breakStart'), bad === 'break')}
                <Text c="dimmed" aria-hidden="true">
                  –
                </Text>
                {time('breakEnd', t('bookingSettings.hours.breakEnd'), bad === 'break')}
              </Group>
            )}
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed" className={classes.span}>
          {t('bookingSettings.hours.closed')}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" id={errorId} className={classes.rowError} role="alert">
          {errorText(error)}
        </Text>
      )}
    </div>
  );
}

/** 3. Monday to Sunday: open or closed, the hours and an optional lunch break, checked on the row. */
export function HoursSection({ form, timezone, readOnly }: { form: UseFormReturnType<BookingFormValues>; timezone: string; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <BookingSection id="hours" icon={IconClock} title={t('bookingSettings.hours.title')} description={t('bookingSettings.hours.description', { timezone })}>
      <Stack gap={0} className={classes.days}>
        {WEEKDAYS.map((weekday, index) => (
          <DayHoursRow key={weekday} form={form} index={index} />
        ))}
      </Stack>
      {!readOnly && (
        <div>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconCopy size={16} />}
            onClick={() => {
              form.setFieldValue('hours', copyMondayToWeekdays(form.getValues().hours));
              for (let i = 1; i <= 4; i++) form.clearFieldError(`hours.${i}`);
              notify({ color: 'teal', message: t('bookingSettings.hours.copiedMonday') });
            }}
          >
            {t('bookingSettings.hours.copyMonday')}
          </Button>
        </div>
      )}
    </BookingSection>
  );
}

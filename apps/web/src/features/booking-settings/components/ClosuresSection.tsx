import { Button, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconBeach, IconCalendarPlus, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { newRowKey, withHolidays, type BookingFormValues } from '../bookingForm';
import { holidayRegion, statutoryHolidays } from '../holidays';
import { BookingSection } from './BookingSection';
import { RowActions } from './RowActions';
import classes from './BookingSettings.module.css';

interface ClosuresSectionProps {
  form: UseFormReturnType<BookingFormValues>;
  /** The shop's country (its address): Québec's holidays, or France's for a French shop. */
  country: string | null;
  /** Today in the shop's time zone (YYYY-MM-DD): holidays already past are not added. */
  today: string;
  readOnly: boolean;
}

/** 4. Days the shop is closed (from, to, reason), and the statutory holidays of a year in one click. */
export function ClosuresSection({ form, country, today, readOnly }: ClosuresSectionProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const closures = form.values.closures;
  const region = holidayRegion(country);
  const year = Number(today.slice(0, 4));

  const addHolidays = (of: number) => {
    const holidays = statutoryHolidays(region, of)
      .filter((h) => h.date >= today)
      .map((h) => ({ date: h.date, label: t(`bookingSettings.holidays.${h.key}`) }));
    const { closures: next, added } = withHolidays(form.getValues().closures, holidays);
    form.setFieldValue('closures', next);
    form.clearErrors();
    notify({ color: added > 0 ? 'teal' : 'gray', message: added > 0 ? t('bookingSettings.closures.added', { count: added }) : t('bookingSettings.closures.noneAdded') });
  };

  return (
    <BookingSection id="closures" icon={IconBeach} title={t('bookingSettings.closures.title')} description={t('bookingSettings.closures.description')}>
      {closures.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookingSettings.closures.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {closures.map((closure, index) => {
            const path = `closures.${index}` as const;
            const name = t('bookingSettings.closures.row', { index: index + 1 });
            return (
              <Paper key={closure.key} role="group" aria-label={name} withBorder radius="md" p="sm" className={classes.closureRow}>
                <TextInput
                  type="date"
                  label={t('bookingSettings.closures.from')}
                  className={classes.closureFrom}
                  required
                  {...form.getInputProps(`${path}.from`)}
                  onChange={(event) => {
                    const from = event.currentTarget.value;
                    form.setFieldValue(`${path}.from`, from);
                    // A one-day closure by default: the end follows a start moved past it.
                    const to = form.getValues().closures[index]?.to ?? '';
                    if (from && (!to || to < from)) form.setFieldValue(`${path}.to`, from);
                  }}
                  error={errorText(form.errors[`${path}.from`])}
                />
                <TextInput
                  type="date"
                  label={t('bookingSettings.closures.to')}
                  className={classes.closureTo}
                  required
                  min={closure.from || undefined}
                  {...form.getInputProps(`${path}.to`)}
                  error={errorText(form.errors[`${path}.to`])}
                />
                <TextInput
                  label={t('bookingSettings.closures.label')}
                  placeholder={t('bookingSettings.closures.labelPlaceholder')}
                  className={classes.closureLabel}
                  maxLength={120}
                  {...form.getInputProps(`${path}.label`)}
                  error={errorText(form.errors[`${path}.label`])}
                />
                {!readOnly && (
                  <div className={classes.rowActions}>
                    <RowActions name={closure.label.trim() || name} index={index} count={closures.length} onRemove={() => form.removeListItem('closures', index)} />
                  </div>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      {!readOnly && (
        <Group gap="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('closures', { key: newRowKey(), from: '', to: '', label: '' })}
          >
            {t('bookingSettings.closures.add')}
          </Button>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default" size="sm" leftSection={<IconCalendarPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
                {t(`bookingSettings.closures.holidays${region}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown aria-label={t('bookingSettings.closures.holidaysYear')}>
              {[year, year + 1].map((of) => (
                <Menu.Item key={of} onClick={() => addHolidays(of)}>
                  {of}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
    </BookingSection>
  );
}

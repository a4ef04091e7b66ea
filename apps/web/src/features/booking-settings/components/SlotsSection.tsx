import { BOOKING_HORIZON_MAX, BOOKING_SLOT_MINUTES } from '@atelier/contracts/booking-constants';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { formatDuration, parseDuration } from '../duration';
import type { BookingFormValues } from '../bookingForm';
import { BookingSection } from './BookingSection';

// Help under the inputs, so the three inputs line up whatever the length of their help.
const HELP_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** 7. The grid of start times, the minimum notice and how far ahead customers may book. */
export function SlotsSection({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  return (
    <BookingSection id="slots" icon={IconCalendarTime} title={t('bookingSettings.slots.title')} description={t('bookingSettings.slots.description')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('bookingSettings.slots.slotMinutes')}
          description={t('bookingSettings.slots.slotHelp')}
          inputWrapperOrder={HELP_BELOW}
          data={BOOKING_SLOT_MINUTES.map((m) => ({ value: String(m), label: t('bookingSettings.slots.minutes', { count: m }) }))}
          allowDeselect={false}
          {...form.getInputProps('slotMinutes')}
          error={errorText(form.errors.slotMinutes)}
        />
        <TextInput
          label={t('bookingSettings.slots.notice')}
          description={t('bookingSettings.slots.noticeHelp')}
          inputWrapperOrder={HELP_BELOW}
          inputMode="text"
          {...form.getInputProps('minNotice')}
          onBlur={() => {
            // Written back the way the page shows durations ('90' → '1 h 30').
            const minutes = parseDuration(form.getValues().minNotice);
            if (minutes !== null) form.setFieldValue('minNotice', formatDuration(minutes));
            form.validateField('minNotice');
          }}
          error={errorText(form.errors.minNotice)}
        />
        <NumberInput
          label={t('bookingSettings.slots.horizon')}
          description={t('bookingSettings.slots.horizonHelp')}
          inputWrapperOrder={HELP_BELOW}
          suffix={t('bookingSettings.slots.horizonSuffix')}
          min={1}
          max={BOOKING_HORIZON_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('horizonDays')}
          error={errorText(form.errors.horizonDays)}
        />
      </SimpleGrid>
    </BookingSection>
  );
}

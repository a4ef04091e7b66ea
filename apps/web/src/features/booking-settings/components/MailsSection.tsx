import { Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { BookingFormValues } from '../bookingForm';
import { BookingSection } from './BookingSection';

const MAILS = ['confirmation', 'reminder', 'shopNotification'] as const;

/** 9. Each mail of an online booking, on or off. */
export function MailsSection({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const { t } = useTranslation();
  return (
    <BookingSection id="mails" icon={IconMail} title={t('bookingSettings.mails.title')} description={t('bookingSettings.mails.description')}>
      <Stack gap="md">
        {MAILS.map((mail) => (
          <Switch
            key={mail}
            label={t(`bookingSettings.mails.${mail}`)}
            description={t(`bookingSettings.mails.${mail}Help`)}
            {...form.getInputProps(`mails.${mail}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </BookingSection>
  );
}

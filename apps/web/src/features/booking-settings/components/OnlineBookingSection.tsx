import { BOOKING_MODES } from '@atelier/contracts/booking-constants';
import { Alert, Anchor, Button, Group, List, Paper, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconExternalLink, IconWorldWww } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import type { BookingFormValues } from '../bookingForm';
import { bookingUrl } from '../embedSnippet';
import { BookingSection } from './BookingSection';
import { CopyAction } from './CopyAction';
import classes from './BookingSettings.module.css';

interface OnlineBookingSectionProps {
  form: UseFormReturnType<BookingFormValues>;
  origin: string;
  /** The slug proposed from the shop name ('' when it gives none). */
  suggestion: string;
  /** A valid slug typed or saved: the address and the snippet use it. */
  slug: string | null;
  /** What is still missing for customers to book (shown while booking is on). */
  missing: ('needServices' | 'needBays' | 'needHours')[];
  /** The address works for customers: saved, with online booking on. */
  live: boolean;
  readOnly: boolean;
}

/** 1. The switch, the public address (/book/{slug}) with copy and open, and the mode. */
export function OnlineBookingSection({ form, origin, suggestion, slug, missing, live, readOnly }: OnlineBookingSectionProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const url = slug ? bookingUrl(origin, slug) : null;
  const offerSuggestion = !readOnly && suggestion && form.values.slug.trim() === '' ? suggestion : null;
  return (
    <BookingSection id="online" icon={IconWorldWww} title={t('bookingSettings.online.title')} description={t('bookingSettings.online.description')}>
      <Switch
        size="md"
        label={t('bookingSettings.online.enabled')}
        description={t('bookingSettings.online.enabledHelp')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          form.setFieldValue('enabled', on);
          // Turned on without an address: the shop name's, ready to keep or change.
          if (on && form.getValues().slug.trim() === '' && suggestion) form.setFieldValue('slug', suggestion);
        }}
      />
      {form.values.enabled && missing.length > 0 && (
        <Alert color="yellow" variant="light" title={t('bookingSettings.online.notReady')}>
          <List size="sm">
            {missing.map((key) => (
              <List.Item key={key}>{t(`bookingSettings.online.${key}`)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Stack gap={6}>
        <TextInput
          label={t('bookingSettings.online.slug')}
          description={t('bookingSettings.online.slugHelp')}
          placeholder={readOnly ? undefined : suggestion || undefined}
          leftSection={
            <Text size="sm" c="dimmed" className={classes.slugPrefix}>
              /book/
            </Text>
          }
          leftSectionWidth={56}
          maxLength={60}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required={form.values.enabled}
          maw={480}
          {...form.getInputProps('slug')}
          error={errorText(form.errors.slug)}
        />
        {offerSuggestion && (
          <div>
            <Button size="compact-sm" variant="subtle" onClick={() => form.setFieldValue('slug', offerSuggestion)}>
              {t('bookingSettings.online.useSuggestion', { slug: offerSuggestion })}
            </Button>
          </div>
        )}
      </Stack>
      <Paper withBorder radius="md" p="sm" className={classes.urlBox}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
          {t('bookingSettings.online.url')}
        </Text>
        {url ? (
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="sm" ff="monospace" className={classes.url} data-testid="booking-url">
              {url}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <CopyAction value={url} label={t('bookingSettings.online.copyUrl')} copiedLabel={t('bookingSettings.online.copied')} />
              <Anchor href={url} target="_blank" rel="noopener" size="sm" fw={600}>
                <Group gap={4} wrap="nowrap" component="span">
                  {t('bookingSettings.online.open')}
                  <IconExternalLink size={14} aria-hidden="true" />
                </Group>
              </Anchor>
            </Group>
            {!live && (
              <Text size="xs" c="dimmed" w="100%">
                {t('bookingSettings.online.notLive')}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" mt={4}>
            {t('bookingSettings.online.urlPending')}
          </Text>
        )}
      </Paper>
      <Radio.Group label={t('bookingSettings.online.mode')} {...form.getInputProps('mode')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {BOOKING_MODES.map((mode) => (
            <Radio.Card key={mode} value={mode} radius="md" className={classes.choice}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={2} />
                <div>
                  <Text component="span" fw={600} size="sm" display="block">
                    {t(`bookingSettings.online.mode${mode}`)}
                  </Text>
                  <Text component="span" size="sm" c="dimmed" display="block">
                    {t(`bookingSettings.online.mode${mode}Help`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </BookingSection>
  );
}

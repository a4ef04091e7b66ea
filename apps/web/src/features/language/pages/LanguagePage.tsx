import type { ApiError } from '@atelier/contracts';
import { DATE_FORMATS, TIME_FORMATS, type AccountPreferences } from '@atelier/contracts/preferences';
import { Anchor, Button, Card, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInterval } from '@mantine/hooks';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { formatDate, formatDateTime, formatTime, isKnownTimezone } from '../../../shared/format/dateTime';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { VirtualSelect } from '../../../shared/ui/VirtualSelect';
import { useAccount, useUpdatePreferences } from '../../../shared/account/api';
import { mergeAccountPreferences } from '../../../shared/account/mergeAccountPreferences';
import { timezoneGroups } from '../timezones';
import classes from './LanguagePage.module.css';

type DateFormat = AccountPreferences['dateTime']['dateFormat'];
type TimeFormat = AccountPreferences['dateTime']['timeFormat'];

interface LanguageFormValues {
  language: 'fr-CA' | 'en';
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  timezone: string;
}

function formValues(preferences: AccountPreferences): LanguageFormValues {
  return {
    // 'fr' and 'fr-CA' are both "Français" here; saving writes the account default, fr-CA.
    language: preferences.language === 'en' ? 'en' : 'fr-CA',
    dateFormat: preferences.dateTime.dateFormat,
    timeFormat: preferences.dateTime.timeFormat,
    timezone: preferences.dateTime.timezone,
  };
}

function deviceTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function ChoiceCard({ value, label, hint }: { value: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <Radio.Card value={value} className={classes.choice} radius="md">
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <div>
          <Text component="span" fw={600} size="sm" display="block">
            {label}
          </Text>
          {hint && (
            <Text component="span" size="sm" c="dimmed" display="block">
              {hint}
            </Text>
          )}
        </div>
      </Group>
    </Radio.Card>
  );
}

/** /settings/language (workshop spec §2): default language, date format, time format, timezone, Save. */
export function LanguagePage() {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const account = useAccount();
  const updatePreferences = useUpdatePreferences();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 30_000, { autoInvoke: true });

  const form = useForm<LanguageFormValues>({
    initialValues: formValues(mergeAccountPreferences(null)),
    validate: { timezone: (zone) => (zone && isKnownTimezone(zone) ? null : 'error.ERR_INVALID_TIMEZONE') },
  });
  const stored = account.data?.preferences;
  const { initialize } = form;
  useEffect(() => {
    if (stored) initialize(formValues(mergeAccountPreferences(stored)));
  }, [stored, initialize]);

  const values = form.values;
  // Some 420 zones: one virtualised list (shell spec §9), under their area's heading.
  const zones = useMemo(() => timezoneGroups(new Date(), values.timezone).flatMap(({ group, items }) => items.map((item) => ({ ...item, group }))), [values.timezone]);
  const device = deviceTimezone();
  const sample = { dateFormat: values.dateFormat, timeFormat: values.timeFormat, timezone: values.timezone };

  const submit = form.onSubmit(async (next) => {
    setFailure(null);
    try {
      const saved = await updatePreferences.mutateAsync({
        language: next.language,
        dateTime: { dateFormat: next.dateFormat, timeFormat: next.timeFormat, timezone: next.timezone },
      });
      const savedValues = formValues(mergeAccountPreferences(saved.preferences));
      form.setInitialValues(savedValues);
      form.setValues(savedValues);
      form.resetDirty(savedValues);
      notify({ color: 'teal', message: t('languageDate.saved') });
    } catch (error) {
      const apiError = toApiError(error);
      const timezoneError = apiError.details.find((d) => d.field.endsWith('timezone'));
      if (timezoneError) form.setFieldError('timezone', `error.${timezoneError.message}`);
      else setFailure(apiError);
    }
  });

  const header = <PageHeader title={t('languageDate.title')} description={t('languageDate.description')} />;

  if (account.isError || !stored) {
    const failed = account.isError ? { title: t('languageDate.loadFailed'), onRetry: () => void account.refetch() } : undefined;
    return <PageLoadState header={header} failed={failed} skeleton={[120, 260]} />;
  }

  const dirty = form.isDirty();

  return (
    <div>
      {header}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={760}>
          {failure && <ErrorAlert error={failure} />}
          <Card>
            <Radio.Group
              label={t('languageDate.language.label')}
              description={t('languageDate.language.description')}
              classNames={{ label: classes.groupLabel }}
              {...form.getInputProps('language')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
                <ChoiceCard value="fr-CA" label={<span lang="fr">Français</span>} />
                <ChoiceCard value="en" label={<span lang="en">English</span>} />
              </SimpleGrid>
            </Radio.Group>
          </Card>

          <Card>
            <Stack gap="xl">
              <Radio.Group
                label={t('languageDate.dateFormat.label')}
                description={t('languageDate.dateFormat.description')}
                classNames={{ label: classes.groupLabel }}
                {...form.getInputProps('dateFormat')}
              >
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
                  {DATE_FORMATS.map((pattern) => (
                    <ChoiceCard key={pattern} value={pattern} label={pattern} hint={formatDate(now, { ...sample, dateFormat: pattern })} />
                  ))}
                </SimpleGrid>
              </Radio.Group>

              <Radio.Group label={t('languageDate.timeFormat.label')} classNames={{ label: classes.groupLabel }} {...form.getInputProps('timeFormat')}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
                  {TIME_FORMATS.map((pattern) => (
                    <ChoiceCard
                      key={pattern}
                      value={pattern}
                      label={`${pattern === 'HH:mm' ? t('languageDate.timeFormat.h24') : t('languageDate.timeFormat.h12')} · ${pattern}`}
                      hint={formatTime(now, { ...sample, timeFormat: pattern })}
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>

              <Stack gap={6}>
                <VirtualSelect
                  label={t('languageDate.timezone.label')}
                  description={t('languageDate.timezone.description')}
                  placeholder={t('languageDate.timezone.placeholder')}
                  data={zones}
                  nothingFoundMessage={t('languageDate.timezone.nothingFound')}
                  classNames={{ label: classes.groupLabel }}
                  {...form.getInputProps('timezone')}
                  error={errorText(form.errors.timezone)}
                  data-testid="timezone-select"
                />
                {device && device !== values.timezone && (
                  <Anchor component="button" type="button" size="sm" ta="left" onClick={() => form.setFieldValue('timezone', device)} style={{ alignSelf: 'flex-start' }}>
                    {t('languageDate.timezone.useDevice', { zone: device })}
                  </Anchor>
                )}
              </Stack>
            </Stack>
          </Card>

          <Card bg="var(--mantine-primary-color-light)" withBorder={false} aria-live="polite">
            <Text size="sm" fw={700}>
              {t('languageDate.preview.label')}
            </Text>
            <Text size="lg" data-testid="date-preview">
              {t('languageDate.preview.body', { value: formatDateTime(now, sample) })}
            </Text>
          </Card>

          <Group justify="flex-end">
            <Button type="submit" disabled={!dirty} loading={updatePreferences.isPending}>
              {t('languageDate.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </div>
  );
}

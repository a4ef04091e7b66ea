import type { ApiError } from '@atelier/contracts';
import { BOOKING_SETTINGS_DEFAULTS } from '@atelier/contracts/planning';
import { BOOKING_SLUG_PATTERN, DEFAULT_WEEK_HOURS } from '@atelier/contracts/booking-constants';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { useCan } from '../../../shared/permissions/useCan';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useMoneyFormatter } from '../../accounts';
import { useWorkspace } from '../../brands';
import { useBookingSettings, useSaveBookingSettings, useTeam } from '../api';
import { bookingFormValues, bookingSettingsBody, serverFieldErrors, validateBookingForm, type BookingFormValues } from '../bookingForm';
import { BaysSection } from '../components/BaysSection';
import { ClosuresSection } from '../components/ClosuresSection';
import { EmbedSection } from '../components/EmbedSection';
import { HoursSection } from '../components/HoursSection';
import { MailsSection } from '../components/MailsSection';
import { OnlineBookingSection } from '../components/OnlineBookingSection';
import { ServicesSection } from '../components/ServicesSection';
import { SlotsSection } from '../components/SlotsSection';
import { TechniciansSection } from '../components/TechniciansSection';
import { todayIn } from '../holidays';
import { slugify } from '../slugify';
import classes from '../components/BookingSettings.module.css';

const EMPTY: BookingFormValues = bookingFormValues({
  ...BOOKING_SETTINGS_DEFAULTS,
  hours: DEFAULT_WEEK_HOURS,
  bays: [],
  technicians: [],
  services: [],
  mails: { ...BOOKING_SETTINGS_DEFAULTS.mails },
  closures: [],
  timezone: 'UTC',
});

/** Brings the first input in error into view (a long page: it may be far above the save bar). */
function revealFirstError() {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>('[data-booking-settings] [aria-invalid="true"], [data-booking-settings] [role="alert"]');
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (target instanceof HTMLInputElement) target.focus({ preventScroll: true });
  });
}

/**
 * /settings/booking (issue 15): opening hours, closures, bays, technicians, slots, the services
 * offered online, the mails and the public address with the snippet for the shop's website.
 * GET /api/booking-settings for every technician (the calendar reads the same settings);
 * PUT with the whole body for settings:manage, read-only otherwise. One Save for the page.
 */
export function BookingSettingsPage() {
  const { t } = useTranslation();
  const settings = useBookingSettings();
  const save = useSaveBookingSettings();
  const canManage = useCan('settings:manage');
  const canReadTeam = useCan('users:read');
  const team = useTeam(canManage && canReadTeam);
  const { brand } = useWorkspace();
  const money = useMoneyFormatter();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const readOnly = !canManage;

  const form = useForm<BookingFormValues>({ initialValues: EMPTY, validate: validateBookingForm });
  const stored = settings.data;
  const { initialize } = form;
  useEffect(() => {
    // Once: a later refetch must not wipe what is being typed.
    if (stored) initialize(bookingFormValues(stored));
  }, [stored, initialize]);

  const dirty = form.initialized && form.isDirty();
  useEffect(() => {
    if (!dirty) return;
    // Closing or reloading the tab with unsaved changes asks first.
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [dirty]);

  const header = <PageHeader title={t('bookingSettings.title')} description={t('bookingSettings.description')} />;
  if (settings.isError || !stored || !form.initialized) {
    const failed = settings.isError ? { title: t('bookingSettings.loadFailed'), onRetry: () => void settings.refetch() } : undefined;
    return <PageLoadState header={header} failed={failed} skeleton={[220, 160, 420, 160]} />;
  }

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = bookingFormValues(await save.mutateAsync(bookingSettingsBody(values)));
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        notify({ color: 'teal', message: t('success.update') });
      } catch (error) {
        const apiError = toApiError(error);
        const { errors, unplaced } = serverFieldErrors(apiError);
        form.setErrors(errors);
        if (unplaced) setFailure(apiError);
        revealFirstError();
      }
    },
    () => revealFirstError(),
  );

  const values = form.values;
  const origin = window.location.origin;
  const typedSlug = values.slug.trim().toLowerCase();
  const slug = BOOKING_SLUG_PATTERN.test(typedSlug) ? typedSlug : null;
  const live = stored.enabled && stored.slug !== null && stored.slug === slug;
  const missing = [
    ...(values.services.length === 0 ? (['needServices'] as const) : []),
    ...(values.bays.length === 0 ? (['needBays'] as const) : []),
    ...(values.hours.some((day) => day.open) ? [] : (['needHours'] as const)),
  ];
  const country = brand?.address?.country?.trim().toUpperCase() || null;
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <div data-booking-settings>
      {header}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={960}>
          {readOnly && (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
              {t('bookingSettings.readOnly')}
            </Alert>
          )}
          {failure && <ErrorAlert error={failure} />}
          <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
            <OnlineBookingSection
              form={form}
              origin={origin}
              suggestion={slugify(brand?.address?.name ?? '')}
              slug={slug}
              missing={missing}
              live={live}
              readOnly={readOnly}
            />
          </Fieldset>
          <EmbedSection origin={origin} slug={slug} />
          <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
            <Stack gap="lg">
              <HoursSection form={form} timezone={stored.timezone} readOnly={readOnly} />
              <ClosuresSection form={form} country={country} today={todayIn(stored.timezone)} readOnly={readOnly} />
              <BaysSection form={form} readOnly={readOnly} />
              <TechniciansSection
                form={form}
                team={readOnly || !canReadTeam ? null : { users: team.data?.items, failed: team.isError, retry: () => void team.refetch() }}
                saved={stored.technicians}
              />
              <SlotsSection form={form} />
              <ServicesSection form={form} money={money} readOnly={readOnly} />
              <MailsSection form={form} />
            </Stack>
          </Fieldset>
          {!readOnly && (
            <Group justify="flex-end" gap="sm" className={classes.saveBar}>
              {hasErrors ? (
                <Text size="sm" c="red" mr="auto" aria-live="polite">
                  {t('bookingSettings.invalid')}
                </Text>
              ) : (
                // On a phone the enabled Save says it already: the bar keeps to one line.
                dirty && (
                  <Text size="sm" c="dimmed" mr="auto" aria-live="polite" visibleFrom="sm">
                    {t('bookingSettings.unsaved')}
                  </Text>
                )
              )}
              {dirty && (
                <Button variant="default" onClick={() => form.reset()} disabled={save.isPending}>
                  {t('bookingSettings.discard')}
                </Button>
              )}
              <Button type="submit" disabled={!dirty} loading={save.isPending}>
                {t('bookingSettings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </div>
  );
}

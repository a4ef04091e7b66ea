import { BOOKING_SERVICES_MAX } from '@atelier/contracts/booking-constants';
import type { CatalogItem } from '@atelier/contracts/catalog';
import { Anchor, Badge, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import type { CurrencyInputFormat } from '../../../shared/format/currencyInput';
import { MoneyInput } from '../../../shared/ui/MoneyInput';
import { useCatalogServices } from '../api';
import { moved, newRowKey, type BookingFormValues } from '../bookingForm';
import { formatDuration, parseDuration } from '../duration';
import { BookingSection } from './BookingSection';
import { RowActions } from './RowActions';
import classes from './BookingSettings.module.css';

interface ServicesSectionProps {
  form: UseFormReturnType<BookingFormValues>;
  money: { input: CurrencyInputFormat; format: (value: number) => string };
  readOnly: boolean;
}

/** A new online service takes an hour until the shop says otherwise. */
const NEW_SERVICE_MINUTES = 60;

function ServicePicker({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const services = useCatalogServices(q, true);
  const picked = new Set(form.values.services.map((s) => s.catalogItemId));
  const items = (services.data?.list ?? []).filter((item) => !picked.has(item.id));
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const catalogEmpty = services.data && services.data.total === 0 && q === '';

  const add = (item: CatalogItem) => {
    form.insertListItem('services', {
      key: newRowKey(),
      catalogItemId: item.id,
      name: item.name,
      code: item.code,
      catalogPrice: item.price,
      duration: formatDuration(NEW_SERVICE_MINUTES),
      price: '',
      addon: false,
    });
    setSearch('');
  };

  if (catalogEmpty) {
    return (
      <Text size="sm" c="dimmed">
        {t('bookingSettings.services.catalogEmpty')}{' '}
        <Anchor component={Link} to="/services" size="sm">
          {t('bookingSettings.services.catalogLink')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Select
      label={t('bookingSettings.services.search')}
      placeholder={t('bookingSettings.services.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      data={items.map((item) => ({ value: String(item.id), label: item.code ? `${item.name} (${item.code})` : item.name }))}
      // The server searched (name, code, description): show its answer as is.
      filter={({ options }) => options}
      onChange={(value) => {
        const item = value ? byId.get(value) : undefined;
        if (item) add(item);
      }}
      nothingFoundMessage={services.isFetching ? undefined : t('bookingSettings.services.nothingFound')}
      maw={480}
    />
  );
}

/** 8. The catalogue services customers can book: duration, price shown, additional service; order and removal. */
export function ServicesSection({ form, money, readOnly }: ServicesSectionProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const services = form.values.services;
  return (
    <BookingSection id="services" icon={IconTool} title={t('bookingSettings.services.title')} description={t('bookingSettings.services.description')}>
      {!readOnly && services.length < BOOKING_SERVICES_MAX && <ServicePicker form={form} />}
      {services.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookingSettings.services.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {services.map((service, index) => {
            const path = `services.${index}` as const;
            return (
              <Paper key={service.key} role="group" aria-label={service.name} withBorder radius="md" p="sm" className={classes.serviceRow}>
                <div className={classes.serviceName}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} size="sm" truncate>
                      {service.name}
                    </Text>
                    {service.code && (
                      <Badge variant="light" color="gray" size="sm" radius="sm" style={{ flexShrink: 0 }}>
                        {service.code}
                      </Badge>
                    )}
                  </Group>
                  {form.errors[path] && (
                    <Text size="xs" c="red" role="alert">
                      {errorText(form.errors[path])}
                    </Text>
                  )}
                </div>
                <TextInput
                  label={t('bookingSettings.services.duration')}
                  placeholder={t('bookingSettings.services.durationHelp')}
                  className={classes.serviceDuration}
                  required
                  {...form.getInputProps(`${path}.duration`)}
                  onBlur={() => {
                    const minutes = parseDuration(form.getValues().services[index]?.duration ?? '');
                    if (minutes !== null) form.setFieldValue(`${path}.duration`, formatDuration(minutes));
                    form.validateField(`${path}.duration`);
                  }}
                  error={errorText(form.errors[`${path}.duration`])}
                />
                <MoneyInput
                  label={t('bookingSettings.services.price')}
                  format={money.input}
                  className={classes.servicePrice}
                  placeholder={service.catalogPrice === null ? t('bookingSettings.services.hourly') : money.format(service.catalogPrice)}
                  {...form.getInputProps(`${path}.price`)}
                  error={errorText(form.errors[`${path}.price`])}
                />
                <Switch label={t('bookingSettings.services.addon')} className={classes.serviceAddon} {...form.getInputProps(`${path}.addon`, { type: 'checkbox' })} />
                {!readOnly && (
                  <div className={classes.serviceActions}>
                    <RowActions
                      name={service.name}
                      index={index}
                      count={services.length}
                      onMove={(by) => form.setFieldValue('services', moved(form.getValues().services, index, by))}
                      onRemove={() => form.removeListItem('services', index)}
                    />
                  </div>
                )}
              </Paper>
            );
          })}
          <Text size="xs" c="dimmed">
            {t('bookingSettings.services.priceHelp')} {t('bookingSettings.services.addonHelp')}
          </Text>
        </Stack>
      )}
    </BookingSection>
  );
}

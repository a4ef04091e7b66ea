import { formatPostcode } from '@atelier/contracts/format';
import { Grid, Loader, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo, type FocusEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { VirtualAutocomplete } from '../../../shared/ui/VirtualSelect';
import type { AddressFormValues } from '../address';
import { countryOptions } from '../countryOptions';
import { useCities, useRegions } from '../geoApi';
import { accentInsensitiveFilter } from './accentInsensitiveFilter';

type AddressField = keyof AddressFormValues;

interface AddressFieldsProps<V extends { address: AddressFormValues }> {
  form: UseFormReturnType<V>;
  /** Focus the first field when the block appears (the wizard step). */
  autoFocus?: boolean;
  /** Only the country is required (a customer's billing address): no other field is flagged. */
  optional?: boolean;
  /** Show the name line (the shop's name); a customer's address goes without it. */
  withName?: boolean;
}

// The block lays out by its own width: the same fields sit in the wizard dialog and in a page.
const CONTAINER_BREAKPOINTS = { xs: '360px', sm: '480px', md: '640px', lg: '800px', xl: '1000px' };
const DROPDOWN = { maxDropdownHeight: 250, comboboxProps: { withinPortal: true } } as const;

/**
 * The shop address (setup wizard step 2 and workspace profile): every required field flagged,
 * the 16 countries of shell spec §5, region choices from the country and city choices from the
 * region, served by the API; a country or region without a list takes free text instead.
 */
export function AddressFields<V extends { address: AddressFormValues }>({ form, autoFocus = false, optional = false, withName = true }: AddressFieldsProps<V>) {
  const required = !optional;
  const { t, i18n } = useTranslation();
  const errorText = useTranslatedError();
  const address = form.values.address;
  const locale = i18n.resolvedLanguage ?? 'fr';
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const regions = useRegions(address.country);
  const regionChoices = useMemo(() => (regions.data ?? []).map((r) => ({ value: r.code, label: r.name })), [regions.data]);
  const regionsListed = regionChoices.length > 0;
  // No list to pick from (none for this country, or it failed to load): the region is typed.
  const regionIsFree = !!address.country && (regions.isError || (regions.isSuccess && !regionsListed));

  const cities = useCities(address.country, address.region, regionsListed);
  const cityIsFree = regionIsFree || cities.isError || (cities.isSuccess && cities.data.length === 0);

  const path = (field: AddressField) => `address.${field}` as never;
  const inputProps = (field: AddressField) => {
    const props = form.getInputProps(path(field));
    return { ...props, error: errorText(props.error) };
  };
  const setValue = (field: AddressField, value: string) => form.setFieldValue(path(field), value as never);

  const onCountryChange = (value: string | null) => {
    setValue('country', value ?? '');
    setValue('region', '');
    setValue('city', '');
  };
  const onRegionChange = (value: string | null) => {
    setValue('region', value ?? '');
    setValue('city', '');
  };

  const postcode = inputProps('postcode');
  const onPostcodeBlur = (event: FocusEvent<HTMLInputElement>) => {
    postcode.onBlur?.(event);
    const formatted = formatPostcode(event.currentTarget.value);
    if (formatted !== event.currentTarget.value) setValue('postcode', formatted);
  };

  const loader = <Loader size={16} aria-hidden="true" />;

  return (
    <Grid gap="md" type="container" breakpoints={CONTAINER_BREAKPOINTS}>
      {withName && (
        <Grid.Col span={12}>
          <TextInput label={t('field.address.name')} autoComplete="organization" required={required} data-autofocus={autoFocus || undefined} {...inputProps('name')} />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <TextInput
          label={t('field.address.street_number')}
          data-autofocus={(autoFocus && !withName) || undefined}
          inputMode="text"
          required={required}
          {...inputProps('street_number')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8 }}>
        <TextInput label={t('field.address.address_line_1')} autoComplete="address-line1" required={required} {...inputProps('address_line_1')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={t('field.address.address_line_2')} placeholder={t('address.line2Placeholder')} autoComplete="address-line2" {...inputProps('address_line_2')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('field.address.country')}
          data={countries}
          searchable
          allowDeselect={false}
          filter={accentInsensitiveFilter}
          nothingFoundMessage={t('address.nothingFound')}
          required
          {...DROPDOWN}
          {...inputProps('country')}
          onChange={onCountryChange}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {regionIsFree ? (
          <TextInput
            label={t('field.address.region')}
            placeholder={t('address.regionFreePlaceholder')}
            description={regions.isError ? t('address.loadFailed') : undefined}
            autoComplete="address-level1"
            required={required}
            {...inputProps('region')}
          />
        ) : (
          <Select
            label={t('field.address.region')}
            placeholder={address.country ? t('address.regionPlaceholder') : t('address.regionFirst')}
            data={regionChoices}
            searchable
            allowDeselect={false}
            filter={accentInsensitiveFilter}
            nothingFoundMessage={t('address.nothingFound')}
            disabled={!address.country || !regionsListed}
            rightSection={regions.isFetching ? loader : undefined}
            required={required}
            {...DROPDOWN}
            {...inputProps('region')}
            onChange={onRegionChange}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {cityIsFree ? (
          <TextInput
            label={t('field.address.city')}
            description={cities.isError ? t('address.loadFailed') : undefined}
            autoComplete="address-level2"
            required={required}
            {...inputProps('city')}
          />
        ) : (
          // A province's cities run to a thousand and more: a virtualised list (shell spec §9).
          <VirtualAutocomplete
            label={t('field.address.city')}
            placeholder={address.region ? t('address.cityPlaceholder') : t('address.cityFirst')}
            data={cities.data ?? []}
            disabled={!address.region || !cities.isSuccess}
            rightSection={cities.isFetching ? loader : undefined}
            required={required}
            {...inputProps('city')}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label={t('field.address.postcode')} autoComplete="postal-code" autoCapitalize="characters" required={required} {...postcode} onBlur={onPostcodeBlur} />
      </Grid.Col>
    </Grid>
  );
}

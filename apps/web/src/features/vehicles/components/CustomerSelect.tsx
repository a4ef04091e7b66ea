import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { formatPhone } from '@atelier/contracts/format';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerOptions } from '../api';

export interface CustomerRef {
  uuid: string;
  fullname: string;
  mobile: string | null;
}

interface CustomerSelectProps {
  value: CustomerRef | null;
  onChange: (customer: CustomerRef | null) => void;
  error?: ReactNode;
}

/** The vehicle's customer, searched on the server (GET /api/customers?q=) by name, email or mobile. */
export function CustomerSelect({ value, onChange, error }: CustomerSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.fullname ?? '');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  // The chosen name in the box lists everyone, as a plain select would.
  const text = value && query === value.fullname ? '' : query.trim();
  const options = useCustomerOptions(text, opened);

  const customers = useMemo(() => {
    const list: CustomerRef[] = (options.data ?? []).map(({ uuid, fullname, mobile }) => ({ uuid, fullname, mobile }));
    // The chosen customer stays an option (its label is what the box shows).
    if (value && !list.some((customer) => customer.uuid === value.uuid)) list.unshift(value);
    return list;
  }, [options.data, value]);

  return (
    <Select
      label={t('vehicles.field.customer')}
      placeholder={t('vehicles.field.customerPlaceholder')}
      required
      searchable
      clearable
      data={customers.map((customer) => ({ value: customer.uuid, label: customer.fullname }))}
      value={value?.uuid ?? null}
      onChange={(uuid) => onChange(customers.find((customer) => customer.uuid === uuid) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already.
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={options.isFetching ? t('vehicles.field.searching') : t('vehicles.field.nothingFound')}
      leftSection={<IconUser size={16} />}
      renderOption={({ option }) => {
        const customer = customers.find((c) => c.uuid === option.value);
        return (
          <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm" truncate>
              {option.label}
            </Text>
            {customer?.mobile && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatPhone(customer.mobile)}
              </Text>
            )}
          </Group>
        );
      }}
      error={error}
      data-testid="customer-select"
    />
  );
}

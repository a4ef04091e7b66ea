import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { formatPhone } from '@atelier/contracts/format';
import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorksheetCustomerOptions } from '../api';

export interface CustomerOption {
  uuid: string;
  fullname: string;
  mobile: string | null;
}

interface Props {
  label: string;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  required?: boolean;
  autoFocus?: boolean;
  error?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  w?: SelectProps['w'];
  'aria-label'?: string;
  'data-testid'?: string;
}

/** A customer searched on the server by name, email or mobile (GET /api/customers?q=): type, then pick. */
export function CustomerSearchSelect({ label, value, onChange, required, autoFocus, error, inputRef, placeholder, w, ...rest }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.fullname ?? '');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(!!autoFocus);
  // The chosen name in the box lists everyone, as a plain select would.
  const text = value && query === value.fullname ? '' : query.trim();
  const options = useWorksheetCustomerOptions(text, opened);

  const customers = useMemo(() => {
    const list: CustomerOption[] = (options.data ?? []).map(({ uuid, fullname, mobile }) => ({ uuid, fullname, mobile }));
    if (value && !list.some((customer) => customer.uuid === value.uuid)) list.unshift(value);
    return list;
  }, [options.data, value]);

  return (
    <Select
      ref={inputRef}
      label={label || undefined}
      placeholder={placeholder ?? t('worksheets.create.customerPlaceholder')}
      required={required}
      searchable
      clearable
      autoFocus={autoFocus}
      // The modal's focus trap starts here rather than on its close button.
      data-autofocus={autoFocus || undefined}
      // Focused on opening, the box waits for typing: an open list would cover the links below it.
      openOnFocus={!autoFocus}
      w={w}
      data={customers.map((customer) => ({ value: customer.uuid, label: customer.fullname }))}
      value={value?.uuid ?? null}
      onChange={(uuid) => onChange(customers.find((customer) => customer.uuid === uuid) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already (a mobile number matches too).
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      selectFirstOptionOnChange
      nothingFoundMessage={options.isFetching ? t('worksheets.create.searching') : t('worksheets.create.nothingFound')}
      leftSection={<IconUser size={16} />}
      comboboxProps={{ withinPortal: true }}
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
      {...rest}
    />
  );
}

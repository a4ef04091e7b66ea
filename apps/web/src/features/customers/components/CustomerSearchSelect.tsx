import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { formatPhone } from '@atelier/contracts/format';
import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCustomerOptions } from '../api';
import { customerPickerOptions, customerSearchText, type CustomerOption } from '../customerPickerOptions';

export type { CustomerOption } from '../customerPickerOptions';

export interface CustomerSearchSelectProps {
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
  /** Text typed before the picker's code was in (CustomerSearchSelectOnDemand): searched at once. */
  initialSearch?: string;
}

const isEnter = (event: KeyboardEvent) => event.nativeEvent.code === 'Enter' || event.nativeEvent.code === 'NumpadEnter';

/**
 * A customer searched on the server by name, email or mobile (GET /api/customers?q=): type, then
 * Enter for the first match or the arrows for another. Used wherever a customer is chosen (the
 * vehicle drawer, the work-order form and filters). The options are only ever the results of the
 * text in the box (customerPickerOptions); an Enter typed before those are in waits for them.
 */
export function CustomerSearchSelect({
  label,
  value,
  onChange,
  required,
  autoFocus,
  error,
  inputRef,
  placeholder,
  w,
  initialSearch,
  ...rest
}: CustomerSearchSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initialSearch || (value?.fullname ?? ''));
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [listOpen, setListOpen] = useState(!!initialSearch);
  // Mantine's Select empties its search when it mounts without a value (its effects run before
  // ours): not the text typed before its code was in.
  const keepTyped = useRef(!!initialSearch);
  useEffect(() => {
    keepTyped.current = false;
  }, []);
  // Focused on opening, the box fetches at once so that the first letters find results sooner.
  const [active, setActive] = useState(!!autoFocus);
  // The text an early Enter was pressed on, picked from once that text's results are in.
  const [enterFor, setEnterFor] = useState<string | null>(null);

  const wanted = customerSearchText(search, value);
  const asked = customerSearchText(query, value);
  const answer = useCustomerOptions(asked, active);
  const { options: customers, current } = useMemo(
    () => customerPickerOptions({ wanted, answer: answer.data, chosen: value, listOpen }),
    [wanted, answer.data, value, listOpen],
  );
  // The search for this very text failed (the global handler has said why): not 'Recherche…' forever.
  const failed = !current && asked === wanted && answer.isError && !answer.isFetching;

  useEffect(() => {
    if (enterFor === null || !current) return;
    setEnterFor(null);
    const first = customers[0];
    if (enterFor !== wanted || !first) return;
    setListOpen(false);
    setSearch(first.fullname);
    if (first.uuid !== value?.uuid) onChange(first);
  }, [enterFor, current, customers, wanted, value, onChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A typed search whose results are not in: nothing is offered yet (no stale customer to land
    // on), and Enter is not the form's submit either; it picks once those results are in.
    if (listOpen && !current && wanted && isEnter(event)) {
      event.preventDefault();
      setEnterFor(wanted);
    }
  };

  return (
    <Select
      ref={inputRef}
      label={label || undefined}
      placeholder={placeholder ?? t('customers.picker.placeholder')}
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
      onSearchChange={(text) => {
        if (keepTyped.current && text === '') return;
        setSearch(text);
        setEnterFor(null);
      }}
      // The server has filtered already (a mobile number matches too).
      filter={({ options: all }) => all}
      // Held here: the list's state decides the options, and an early Enter closes it when it picks.
      dropdownOpened={listOpen}
      onDropdownOpen={() => {
        setListOpen(true);
        setActive(true);
      }}
      onDropdownClose={() => {
        setListOpen(false);
        setEnterFor(null);
      }}
      // Turned on when the results of a typed text come in, which marks their first one for Enter.
      selectFirstOptionOnChange={current && wanted !== ''}
      onKeyDown={onKeyDown}
      nothingFoundMessage={failed ? t('customers.picker.failed') : current ? t('customers.picker.nothingFound') : t('customers.picker.searching')}
      leftSection={<IconUser size={16} />}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const customer = customers.find((c) => c.uuid === option.value);
        return (
          // No width of its own (the list would widen to the longest name, past the box on a
          // phone): the option's width, where a long name gives way (ellipsis) to the number.
          <Group gap="xs" justify="space-between" wrap="nowrap" w={0} miw="100%">
            <Text size="sm" truncate miw={0}>
              {option.label}
            </Text>
            {customer?.mobile && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
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

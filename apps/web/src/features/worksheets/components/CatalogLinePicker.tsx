import type { CatalogItem } from '@atelier/contracts';
import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2 } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMoneyFormatter } from '../../accounts';
import { useCatalogOptions } from '../api';
import type { TypedAhead } from '../typeAhead';

export interface CatalogLinePickerProps {
  'aria-label': string;
  placeholder: string;
  onPick: (item: CatalogItem) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Keys typed before the box had the focus (typeAhead.ts): its text, and Enter after it. */
  typedAhead?: TypedAhead | null;
  /** Takes the focus when drawn (it replaces its stand-in the user is in: CatalogLinePickerOnDemand). */
  autoFocus?: boolean;
}

const isEnter = (event: KeyboardEvent) => event.nativeEvent.code === 'Enter' || event.nativeEvent.code === 'NumpadEnter';

/**
 * One searchable select over the catalogue's services and products (§4): picking one adds a linked
 * line. It behaves as the customer picker does: the options are only ever the results of the text
 * in the box (never a previous search's), the first of them is marked for Enter, and an Enter
 * typed before they are in waits for them — so typing a name then Enter adds its only match.
 */
export function CatalogLinePicker({ 'aria-label': ariaLabel, placeholder, onPick, disabled, inputRef, typedAhead = null, autoFocus }: CatalogLinePickerProps) {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [listOpen, setListOpen] = useState(false);
  // Searched as soon as the box has the focus, so that the first letters find results sooner.
  const [active, setActive] = useState(false);
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const wanted = search.trim();
  const answer = useCatalogOptions(query.trim(), active || listOpen);
  const current = answer.data !== undefined && answer.data.q === wanted;
  const items = useMemo(() => (current && answer.data ? answer.data.items : []), [current, answer.data]);

  const data = useMemo(() => {
    const group = (kind: CatalogItem['kind'], label: string) => ({
      group: label,
      items: items.filter((item) => item.kind === kind).map((item) => ({ value: String(item.id), label: item.code ? `${item.name} (${item.code})` : item.name })),
    });
    return [group('SERVICE', t('worksheets.lines.services')), group('PRODUCT', t('worksheets.lines.products'))].filter((g) => g.items.length > 0);
  }, [items, t]);
  // In the order the list shows them (services, then products): the first is Enter's.
  const first = useMemo(() => items.find((item) => item.kind === 'SERVICE') ?? items[0], [items]);

  const pick = (item: CatalogItem) => {
    onPick(item);
    setSearch('');
    setListOpen(false);
  };

  // An early Enter: picks the first result once the results of its text are in.
  useEffect(() => {
    if (enterFor === null || !current) return;
    setEnterFor(null);
    if (enterFor === wanted && first) pick(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the results come in
  }, [enterFor, current, first, wanted]);

  // Keys typed ahead: the search they make, and their Enter waits for its results. They come
  // before whatever was typed into the box between its focus and this effect.
  useEffect(() => {
    if (!typedAhead) return;
    setActive(true);
    setSearch((current) => typedAhead.text + current);
    if (typedAhead.text) setListOpen(true);
    if (typedAhead.enter && typedAhead.text.trim()) setEnterFor(typedAhead.text.trim());
  }, [typedAhead]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (wanted && !current && isEnter(event)) {
      event.preventDefault();
      setEnterFor(wanted);
    }
  };

  return (
    <Select
      aria-label={ariaLabel}
      placeholder={placeholder}
      autoFocus={autoFocus}
      searchable
      ref={inputRef}
      // Focused on arrival (an empty work order), it waits for typing rather than covering the page.
      openOnFocus={false}
      onFocus={() => setActive(true)}
      disabled={disabled}
      leftSection={<IconBook2 size={16} />}
      data={data}
      value={null}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        setEnterFor(null);
      }}
      // The server has searched already (name, code and description).
      filter={({ options: all }) => all}
      dropdownOpened={listOpen}
      onDropdownOpen={() => setListOpen(true)}
      onDropdownClose={() => {
        setListOpen(false);
        setEnterFor(null);
      }}
      // Turned on when the results of a typed text come in, which marks their first one for Enter.
      selectFirstOptionOnChange={current && wanted !== ''}
      onKeyDown={onKeyDown}
      onChange={(value) => {
        const item = items.find((candidate) => String(candidate.id) === value);
        if (item) pick(item);
        else setSearch('');
      }}
      nothingFoundMessage={current || (answer.isError && !answer.isFetching) ? t('worksheets.create.nothingFound') : t('worksheets.create.searching')}
      maxDropdownHeight={320}
      renderOption={({ option }) => {
        const item = items.find((candidate) => String(candidate.id) === option.value);
        return (
          <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm" truncate>
              {option.label}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {item?.price === null || item?.price === undefined ? t('worksheets.lines.hourly') : money.format(item.price)}
            </Text>
          </Group>
        );
      }}
      data-testid="catalog-line-picker"
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}

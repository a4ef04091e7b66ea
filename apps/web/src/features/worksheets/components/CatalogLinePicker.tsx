import type { CatalogItem } from '@atelier/contracts';
import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2 } from '@tabler/icons-react';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../vehicles/hooks/useMoneyFormatter';
import { useCatalogOptions } from '../api';

interface Props {
  onPick: (item: CatalogItem) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** One searchable select over the catalogue's services and products (§4): picking one adds a linked line. */
export function CatalogLinePicker({ onPick, disabled, inputRef }: Props) {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const options = useCatalogOptions(query.trim(), opened);
  const items = useMemo(() => options.data ?? [], [options.data]);

  const data = useMemo(() => {
    const group = (kind: CatalogItem['kind'], label: string) => ({
      group: label,
      items: items.filter((item) => item.kind === kind).map((item) => ({ value: String(item.id), label: item.code ? `${item.name} (${item.code})` : item.name })),
    });
    return [group('SERVICE', t('worksheets.lines.services')), group('PRODUCT', t('worksheets.lines.products'))].filter((g) => g.items.length > 0);
  }, [items, t]);

  return (
    <Select
      aria-label={t('worksheets.lines.fromCatalog')}
      placeholder={t('worksheets.lines.fromCatalogPlaceholder')}
      searchable
      ref={inputRef}
      // Focused on arrival (an empty work order), it waits for typing rather than covering the page.
      openOnFocus={false}
      disabled={disabled}
      leftSection={<IconBook2 size={16} />}
      data={data}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already (name, code and description).
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      onChange={(value) => {
        const item = items.find((candidate) => String(candidate.id) === value);
        if (item) onPick(item);
        setSearch('');
      }}
      nothingFoundMessage={options.isFetching ? t('worksheets.create.searching') : t('worksheets.create.nothingFound')}
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

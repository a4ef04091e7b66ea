import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { usePickedWorksheet, useWorksheetOptions } from '../api';

interface Props {
  value: string | null;
  /** The number of the entry's work order, shown until the work order itself has loaded. */
  knownNumber?: number | null;
  onChange: (uuid: string | null) => void;
  error?: ReactNode;
}

/** A work order searched on the server by number or customer (GET /api/worksheets?q=). */
export function WorksheetPicker({ value, knownNumber, onChange, error }: Props) {
  const { t } = useTranslation();
  const number = useWorksheetNumber();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState(false);
  const picked = usePickedWorksheet(value);
  const label = useCallback((worksheetId: number, customer: string) => `${number(worksheetId)} · ${customer}`, [number]);
  const currentLabel = picked.data ? label(picked.data.worksheetId, picked.data.customer.fullname) : knownNumber ? number(knownNumber) : '…';
  // The box shows the chosen work order's label: that is not a search.
  const asked = value && query === currentLabel ? '' : query.trim();
  const options = useWorksheetOptions(asked, active);

  const data = useMemo(() => {
    const list = (options.data ?? []).map((worksheet) => ({ value: worksheet.uuid, label: label(worksheet.worksheetId, worksheet.customer.fullname) }));
    // The chosen work order stays an option whatever the search shows.
    if (value && !list.some((option) => option.value === value)) list.unshift({ value, label: currentLabel });
    return list;
  }, [options.data, value, currentLabel, label]);

  return (
    <Select
      label={t('timelog.field.workorder')}
      placeholder={t('timelog.field.workorderPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      size="md"
      // The server has already searched: every answer it gives is shown.
      filter={({ options: all }) => all}
      onSearchChange={setSearch}
      onDropdownOpen={() => setActive(true)}
      onFocus={() => setActive(true)}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('timelog.field.noWorkorderFound')}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="time-entry-workorder"
    />
  );
}

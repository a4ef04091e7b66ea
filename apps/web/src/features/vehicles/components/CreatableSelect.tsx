import type { MakeSource } from '@atelier/contracts/vehicle-constants';
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { VirtualOptions, useVirtualListbox, type VirtualOption } from '../../../shared/ui/VirtualSelect';
import { startingFirst, toVirtualRows } from '../../../shared/ui/virtualRows';
import type { NamedRef } from '../vehicleFormValues';

export interface SourcedOption {
  id: number;
  name: string;
  source: MakeSource;
}

interface CreatableSelectProps {
  label: string;
  placeholder: string;
  value: NamedRef | null;
  onChange: (value: NamedRef | null) => void;
  /** The server's answer for the current search; undefined before the first one. */
  options: SourcedOption[] | undefined;
  loading: boolean;
  /** The text to search for on the server ('' for the first page); the caller debounces it. */
  onSearch: (text: string) => void;
  /** The dropdown opened: the caller may start fetching. */
  onOpen: () => void;
  /** 'Ajouter {text}?' (§5): creates the entry and answers it. */
  onCreate: (name: string) => Promise<NamedRef>;
  groupLabels: Record<MakeSource, string>;
  disabled?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  'data-testid'?: string;
}

const CREATE = '$create';

/**
 * A searchable select over a server list grouped USER then SYSTEM (§9), which offers to create
 * the searched name when nothing matches (§5: "A new manufacturer or model can be added from the
 * search text when none is found: text must be non-empty").
 */
export function CreatableSelect({
  label,
  placeholder,
  value,
  onChange,
  options,
  loading,
  onSearch,
  onOpen,
  onCreate,
  groupLabels,
  disabled,
  description,
  error,
  'data-testid': testId,
}: CreatableSelectProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useState(value?.name ?? '');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => onOpen(),
  });

  // A value set from outside (the VIN, a reset) shows its name.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue?.id !== value?.id || shownValue?.name !== value?.name) {
    setShownValue(value);
    setSearch(value?.name ?? '');
  }

  // The selected name in the box lists everything, as a plain select would.
  const text = value && search === value.name ? '' : search.trim();
  const list = useMemo(() => options ?? [], [options]);
  const offerCreate = !loading && options !== undefined && list.length === 0 && text !== '';

  // The 2 600 vPIC makes (or a make's models) in one virtualised list (shell spec §9), USER then SYSTEM.
  const { USER: userGroup, SYSTEM: systemGroup } = groupLabels;
  const choices = useMemo<VirtualOption[]>(() => {
    const heading = { USER: userGroup, SYSTEM: systemGroup };
    const rows = (['USER', 'SYSTEM'] as const).flatMap((source) =>
      // Within each group, the names starting with the search first (as the time zones do).
      startingFirst(
        list.filter((option) => option.source === source),
        text,
        (option) => option.name,
      ).map((option) => ({ value: String(option.id), label: option.name, group: heading[source] })),
    );
    return offerCreate ? [...rows, { value: CREATE, label: t('vehicles.field.create', { text }) }] : rows;
  }, [list, userGroup, systemGroup, offerCreate, t, text]);
  const listbox = useVirtualListbox({
    combobox,
    rows: useMemo(() => toVirtualRows(choices), [choices]),
    value: value ? String(value.id) : null,
    onPick: (picked) => void submit(picked),
  });

  const { highlightFirst } = listbox;
  useEffect(() => {
    if (combobox.dropdownOpened && choices.length > 0) highlightFirst();
    // Only when a new answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  const changeSearch = (next: string) => {
    setSearch(next);
    setCreateError(null);
    onSearch(value && next === value.name ? '' : next.trim());
    combobox.openDropdown();
  };

  const submit = async (optionValue: string) => {
    if (optionValue === CREATE) {
      setCreating(true);
      try {
        const created = await onCreate(text);
        onChange(created);
        setShownValue(created);
        setSearch(created.name);
        combobox.closeDropdown();
      } catch (failure) {
        setCreateError(errorText(toApiError(failure).details[0]?.message ?? toApiError(failure).message));
      } finally {
        setCreating(false);
      }
      return;
    }
    const chosen = list.find((option) => String(option.id) === optionValue);
    if (chosen) {
      const ref = { id: chosen.id, name: chosen.name };
      onChange(ref);
      setShownValue(ref);
      setSearch(chosen.name);
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={(optionValue) => void submit(optionValue)} disabled={disabled}>
      <Combobox.Target withKeyboardNavigation={false} withExpandedAttribute aria-activedescendant={listbox.activeId} aria-autocomplete="list">
        <InputBase
          label={label}
          placeholder={placeholder}
          value={search}
          disabled={disabled}
          description={description}
          error={error ?? createError}
          data-testid={testId}
          autoComplete="off"
          rightSection={creating || (loading && combobox.dropdownOpened) ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => changeSearch(event.currentTarget.value)}
          onClick={() => combobox.openDropdown()}
          onFocus={() => {
            combobox.openDropdown();
            if (value && search === value.name) onSearch('');
          }}
          onKeyDown={listbox.onKeyDown}
          onBlur={() => {
            combobox.closeDropdown();
            // Leaving an emptied box clears the choice; any other unchosen text goes back to the choice.
            if (search.trim() === '' && value) onChange(null);
            else setSearch(value?.name ?? '');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <VirtualOptions
          listbox={listbox}
          empty={<Combobox.Empty>{loading || options === undefined ? t('vehicles.field.searching') : t('vehicles.field.nothingFound')}</Combobox.Empty>}
          renderOption={(option) =>
            option.value === CREATE ? (
              <Text size="sm" fw={600} c="var(--mantine-primary-color-filled)" span truncate>
                <IconPlus size={14} style={{ verticalAlign: -2, marginInlineEnd: 6 }} />
                {option.label}
              </Text>
            ) : (
              <Text size="sm" span truncate>
                {option.label}
              </Text>
            )
          }
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}

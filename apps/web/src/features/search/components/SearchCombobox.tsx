import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCar, IconClipboardList, IconFileInvoice, IconUser } from '@tabler/icons-react';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { useGlobalSearch } from '../api';
import { isCreditNoteLabel, searchGroups, type SearchGroupKey, type SearchOption } from '../searchOptions';
import { isSearchable } from '../searchText';
import classes from './HeaderSearch.module.css';
import { SearchField } from './SearchField';

const GROUP_ICONS = { clients: IconUser, workorders: IconClipboardList, invoices: IconFileInvoice } satisfies Record<SearchGroupKey, unknown>;

interface SearchComboboxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The search box with its dropdown (shell spec §2 "Global search", §9 debounce 300 ms): results
 * grouped as clients, work orders and invoices; arrows move, Enter or a click opens the result
 * and clears the box, Escape closes and clears.
 */
export function SearchCombobox({ inputRef, value, onValueChange }: SearchComboboxProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const store = useCombobox({ onDropdownClose: () => store.resetSelectedOption() });
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const search = useGlobalSearch(debounced);
  const searchable = isSearchable(value);
  // Typed but not sent yet, or sent and not answered: the spinner says results are coming.
  const waiting = searchable && (debounced !== value.trim() || search.isFetching);
  const groups = search.data && isSearchable(debounced) ? searchGroups(search.data) : [];

  // This component replaces the plain input the user just focused: keep the caret in the box.
  useEffect(() => {
    const box = inputRef.current;
    if (box && (document.activeElement === document.body || document.activeElement === null)) {
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }
    if (isSearchable(box?.value ?? '')) store.openDropdown();
    // Only when it first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Enter opens the first result once results arrive.
  useEffect(() => {
    if (groups.length > 0) store.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.data]);

  const clear = () => {
    onValueChange('');
    store.closeDropdown();
  };
  const open = (path: string) => {
    clear();
    inputRef.current?.blur();
    void navigate(path);
  };

  return (
    <Combobox
      store={store}
      onOptionSubmit={open}
      position="bottom-start"
      offset={6}
      shadow="lg"
      radius="md"
      classNames={{ dropdown: classes.dropdown, groupLabel: classes.groupLabel, option: classes.option }}
      middlewares={{ flip: false, shift: true }}
    >
      <Combobox.Target>
        <SearchField
          ref={inputRef}
          value={value}
          status={waiting ? <Loader size={14} aria-label={t('search.loading')} /> : undefined}
          onValueChange={(next) => {
            onValueChange(next);
            if (isSearchable(next)) store.openDropdown();
            else store.closeDropdown();
          }}
          onFocus={() => {
            if (searchable) store.openDropdown();
          }}
          onBlur={() => store.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              clear();
              event.currentTarget.blur();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searchable} miw={360} data-testid="header-search-results">
        <Combobox.Options aria-label={t('search.results')}>
          {groups.map((group) => (
            <Combobox.Group key={group.key} label={t(`search.group.${group.key}`)}>
              {group.options.map((option) => (
                <SearchResultOption key={option.value} group={group.key} option={option} />
              ))}
            </Combobox.Group>
          ))}
          {groups.length === 0 && (
            <Combobox.Empty className={classes.status} data-testid="header-search-status">
              {search.isError ? (
                <Text size="sm" c="red">
                  {errorText(toApiError(search.error).message)}
                </Text>
              ) : search.data && isSearchable(debounced) && !waiting ? (
                t('search.noResults', { q: debounced })
              ) : (
                <>
                  <Loader size={14} />
                  {t('search.searching')}
                </>
              )}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SearchResultOption({ group, option }: { group: SearchGroupKey; option: SearchOption }) {
  const { t } = useTranslation();
  const worksheetNumber = useWorksheetNumber();
  const Icon = GROUP_ICONS[group];
  const label =
    group === 'clients'
      ? option.label
      : group === 'workorders'
        ? t('search.workorder', { id: worksheetNumber(Number(option.label)) })
        : t(isCreditNoteLabel(option.label) ? 'search.creditNote' : 'search.invoice', { id: option.label });
  return (
    <Combobox.Option value={option.value} aria-label={option.secondary ? `${label}, ${option.secondary}` : label}>
      <Group gap="sm" wrap="nowrap">
        <Icon size={18} stroke={1.6} className={classes.optionIcon} aria-hidden="true" />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {label}
          </Text>
          {option.secondary && (
            <Text size="xs" c="dimmed" truncate className={classes.secondary}>
              {option.byVehicle && <IconCar size={13} stroke={1.7} aria-hidden="true" />}
              {option.secondary}
            </Text>
          )}
        </div>
      </Group>
    </Combobox.Option>
  );
}
